package web

import (
	"net"
	"net/http"
	"strings"
)

// guard refuses what a browser may be tricked into sending:
//
//   - DNS rebinding: a page of evil.example whose name is made to point at
//     127.0.0.1 reaches a server on loopback with "Host: evil.example".
//     With Options.LoopbackOnly, or a list of Options.AllowHosts, only
//     loopback host names (localhost, 127.x.x.x, [::1]) and the hosts
//     allowed are served; others get 421.
//   - Cross-site requests: a POST from another site's page (a form or a
//     fetch, which need no preflight for a text body) is refused with 403,
//     by the Sec-Fetch-Site and Origin headers (http.CrossOriginProtection).
//     Clients that are not browsers (curl) send neither and pass.
func (h *handler) guard(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if (h.opts.LoopbackOnly || len(h.opts.AllowHosts) > 0) && !h.hostAllowed(r.Host) {
			writeError(w, http.StatusMisdirectedRequest, &apiError{Error: "host " + r.Host +
				" is not served here (nanpure serve --allow-host adds a name)"})
			return
		}
		if err := cop.Check(r); err != nil {
			writeError(w, http.StatusForbidden, &apiError{Error: "cross-origin request refused: " + err.Error()})
			return
		}
		next.ServeHTTP(w, r)
	})
}

// hostAllowed reports whether the Host header names this machine's
// loopback, or one of the names allowed.
func (h *handler) hostAllowed(hostport string) bool {
	host := hostport
	if hh, _, err := net.SplitHostPort(hostport); err == nil {
		host = hh
	}
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return true
	}
	for _, a := range h.opts.AllowHosts {
		if strings.EqualFold(strings.TrimSuffix(a, "."), host) {
			return true
		}
	}
	return false
}
