-- Only the radius changes: the default colours pass AA.
return theme { name = "roomy", radius = { md = 20 } }
