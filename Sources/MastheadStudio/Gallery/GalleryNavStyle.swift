/// The look of the gallery's navigation (`GalleryNavScript`): the sidebar beside the canvas, held
/// under the bar and scrolling on its own; on a phone (760 px and less) above the canvas, in the
/// page's flow, when unfolded. In one-state view only the chosen theme's chosen state is shown.
/// Every text is 4.5:1 or more on its ground.
enum GalleryNavStyle {
    static let sheet = """
        .layout { display: grid; grid-template-columns: 15rem minmax(0, 1fr); align-items: start; }
        body.sidebar-folded .layout { grid-template-columns: minmax(0, 1fr); }
        .sidebar { position: sticky; top: calc(var(--bar-height, 8px) - 8px); box-sizing: border-box;
          max-height: calc(100vh - var(--bar-height, 8px) + 8px); overflow: auto; padding: 10px 12px 24px;
          background: #fff; border-right: 1px solid #d0d3d8; }
        .sidebar[hidden] { display: none; }
        .sidebar p { margin: 0; }
        .sidebar-search label { display: block; font-size: 12px; font-weight: 600; color: #444; }
        .sidebar-search input { width: 100%; box-sizing: border-box; font: inherit; margin-top: 2px; padding: 4px 6px;
          border: 1px solid #767b84; border-radius: 4px; }
        .sidebar-count { color: #595959; font-size: 12px; margin: 4px 0 0; }
        .sidebar ul { list-style: none; margin: 0; padding: 0; }
        .sidebar-theme { margin-top: 10px; }
        .sidebar-theme[hidden] { display: none; }
        .sidebar-theme-name { font-weight: 600; color: #1d1d1f; }
        .stale-mark { margin-left: 6px; font-size: 12px; color: #c4002f; }
        .sidebar-theme li a { display: block; padding: 3px 6px 3px 12px; border-radius: 4px; color: #0a5cc2;
          text-decoration: none; }
        .sidebar-theme li a:hover { background: #eef4fd; text-decoration: underline; }
        .sidebar-theme li a[aria-current="true"] { background: #0a5cc2; color: #fff; }
        .sidebar a:focus-visible, .sidebar-toggle:focus-visible { outline: 2px solid #0a5cc2; outline-offset: 1px; }
        .sidebar-toggle { font: inherit; font-size: 12px; margin-right: 10px; padding: 2px 8px; vertical-align: 2px;
          background: #fff; color: #1d1d1f; border: 1px solid #767b84; border-radius: 4px; cursor: pointer; }
        .sidebar-toggle[aria-expanded="true"] { background: #1d1d1f; color: #fff; }
        body.view-one main .theme:not(.is-chosen), body.view-one main .state:not(.is-chosen),
        body.view-one main .stories { display: none; }
        @media (max-width: 760px) {
          .layout { display: block; }
          .sidebar { position: static; max-height: none; border-right: 0; border-bottom: 1px solid #d0d3d8; }
        }

        """
}
