package main

import "testing"

// TestSiteUsage: the help of site and its refusals. (The site it writes is
// tested by internal/site and played by internal/web's TestBrowserSite.)
func TestSiteUsage(t *testing.T) {
	checkRuns(t, []goldenRun{
		{"site_help", "", []string{"site", "--help"}, 0},
		{"site_no_dir", "", []string{"site"}, 2},
		{"site_no_go", "", []string{"site", "--go", "no-such-go", "public"}, 1},
		{"site_not_a_checkout", "", []string{"site", "--src", "/no/such/checkout", "public"}, 1},
	}, nil)
}
