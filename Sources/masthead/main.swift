print("masthead")
