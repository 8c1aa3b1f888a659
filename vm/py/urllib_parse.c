/* urllib_parse.c — the urllib package and urllib.parse's splitting half: urlsplit, urlparse,
 * urlunsplit, urlunparse, urljoin and urldefrag as CPython 3.11's (leading C0 controls and
 * spaces stripped, tab/CR/LF removed, the scheme lowered, the netloc after '//' up to '/', '?'
 * or '#', a bracketed host checked as an IPv6 address or IPvFuture, params split off for the
 * schemes that use them, RFC 3986 dot segments resolved), and their results SplitResult,
 * ParseResult and DefragResult: namedtuples with username, password, hostname, port and
 * geturl(). Str arguments only (the bytes results are not here); a non-ASCII netloc is not
 * checked under NFKC. The quoting half is urllib_quote.c. */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"
#include "modlib.h"
#include "py.h"
#include "urllib_internal.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct UrlState {
  Value split_cls, parse_cls, defrag_cls; /* borrowed: the module holds them */
} UrlState;
static RtStateKey url_key = {"urllib.parse", sizeof(UrlState), NULL, NULL, 0};
static UrlState *url_state(void) { return rt_runtime_state(&url_key); }

int64_t py_url_find(UrlSv s, char c, int64_t from) {
  for (int64_t i = from; i < s.n; i++)
    if (s.p[i] == c) return i;
  return -1;
}

Value py_url_str(UrlSv s) { return rt_str_new(s.n ? s.p : "", (size_t)s.n); }

static UrlSv sv_of(Value s) { return (UrlSv){rt_str_data(s), RT_AS(Str, s)->nbytes}; }
static UrlSv sv_cut(UrlSv s, int64_t a, int64_t b) { return (UrlSv){s.p + a, b - a}; }
static bool sv_eq(UrlSv s, const char *c) { return (size_t)s.n == strlen(c) && memcmp(s.p, c, (size_t)s.n) == 0; }

/* A URL component argument: a str, or a false value (''); CPython's _coerce_args refuses a
 * non-str beside str ones. */
static UrlSv component(Value v) {
  if (rt_is_str(v)) return sv_of(v);
  if (!rt_truthy(v)) return (UrlSv){"", 0};
  rt_raise(RT_EXC_TypeError, "Cannot mix str and non-str arguments");
}

static bool in_list(UrlSv s, const char *const *list) {
  for (; *list; list++)
    if (sv_eq(s, *list)) return true;
  return false;
}

static const char *const uses_relative[] = {"", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https",
                                            "shttp", "mms", "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh",
                                            "ws", "wss", NULL};
static const char *const uses_netloc[] = {"", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file",
                                          "mms", "https", "shttp", "snews", "prospero", "rtsp", "rtspu", "rsync",
                                          "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss", NULL};
static const char *const uses_params[] = {"", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp",
                                          "rtspu", "sip", "sips", "mms", "sftp", "tel", NULL};

/* ---- splitting ---- */

typedef struct Split {
  UrlSv scheme, netloc, path, params, query, fragment;
  char *buf, *sbuf; /* the cleaned url and scheme the views point into (malloc'd) */
} Split;

static void split_free(void *p) {
  Split *s = p;
  free(s->buf);
  free(s->sbuf);
}

/* s without leading (and, for strip_both, trailing) C0 controls and spaces and without tabs,
 * CRs and LFs, into a malloc'd buffer. */
static UrlSv clean(UrlSv s, bool strip_both, char **buf) {
  int64_t a = 0, b = s.n;
  while (a < b && (unsigned char)s.p[a] <= ' ') a++;
  while (strip_both && b > a && (unsigned char)s.p[b - 1] <= ' ') b--;
  *buf = malloc((size_t)(b - a) + 1);
  if (!*buf) rt_raise(RT_EXC_MemoryError, "%s", "");
  int64_t n = 0;
  for (int64_t i = a; i < b; i++)
    if (s.p[i] != '\t' && s.p[i] != '\r' && s.p[i] != '\n') (*buf)[n++] = s.p[i];
  return (UrlSv){*buf, n};
}

static bool is_hex(char c) { return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }

static _Noreturn void bad_ipv6(void) { rt_raise(RT_EXC_ValueError, "Invalid IPv6 URL"); }

/* _check_bracketed_host: an IPvFuture literal, or an IPv6 address (ipaddress.ip_address's
 * verdict and messages). */
static void check_host(UrlSv h) {
  if (h.n > 0 && h.p[0] == 'v') {
    int64_t i = 1;
    while (i < h.n && is_hex(h.p[i])) i++;
    if (i == 1 || i >= h.n - 1 || h.p[i] != '.') rt_raise(RT_EXC_ValueError, "IPvFuture address is invalid");
    return;
  }
  char text[128];
  unsigned char addr[16];
  int64_t n = py_url_find(h, '%', 0);
  if (n < 0) n = h.n;
  if (n < (int64_t)sizeof text) {
    memcpy(text, h.p, (size_t)n);
    text[n] = 0;
    bool scoped = n < h.n;
    if (!scoped && inet_pton(AF_INET, text, addr) == 1)
      rt_raise(RT_EXC_ValueError, "An IPv4 address cannot be in brackets");
    if (inet_pton(AF_INET6, text, addr) == 1 && (!scoped || n + 1 < h.n)) return;
  }
  Value s = py_url_str(h);
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_repr(s);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "%s does not appear to be an IPv4 or IPv6 address", rt_str_data(r));
  rt_cleanup_pop(mark, true);
}

/* _check_bracketed_netloc */
static void check_brackets(UrlSv netloc) {
  int64_t at = -1;
  for (int64_t i = 0; i < netloc.n; i++)
    if (netloc.p[i] == '@') at = i;
  UrlSv hp = sv_cut(netloc, at + 1, netloc.n);
  int64_t open = py_url_find(hp, '[', 0);
  if (open >= 0) {
    if (open > 0) bad_ipv6();
    UrlSv br = sv_cut(hp, open + 1, hp.n);
    int64_t close = py_url_find(br, ']', 0);
    UrlSv host = close < 0 ? br : sv_cut(br, 0, close);
    if (close >= 0 && close + 1 < br.n && br.p[close + 1] != ':') bad_ipv6();
    check_host(host);
  } else {
    int64_t colon = py_url_find(hp, ':', 0);
    check_host(colon < 0 ? hp : sv_cut(hp, 0, colon));
  }
}

static bool scheme_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '-' ||
         c == '.';
}

/* urlsplit into sp (the caller owns sp's buffers, with split_free registered) */
static void do_split(UrlSv url0, UrlSv scheme0, bool allow_frag, Split *sp) {
  UrlSv url = clean(url0, false, &sp->buf);
  sp->scheme = clean(scheme0, true, &sp->sbuf);
  sp->netloc = sp->query = sp->fragment = sp->params = (UrlSv){"", 0};
  int64_t i = py_url_find(url, ':', 0);
  if (i > 0 && ((url.p[0] | 0x20) >= 'a' && (url.p[0] | 0x20) <= 'z')) {
    int64_t k = 0;
    while (k < i && scheme_char(url.p[k])) k++;
    if (k == i) {
      free(sp->sbuf);
      sp->sbuf = malloc((size_t)i + 1);
      if (!sp->sbuf) rt_raise(RT_EXC_MemoryError, "%s", "");
      for (k = 0; k < i; k++) sp->sbuf[k] = (char)(url.p[k] >= 'A' && url.p[k] <= 'Z' ? url.p[k] | 0x20 : url.p[k]);
      sp->scheme = (UrlSv){sp->sbuf, i};
      url = sv_cut(url, i + 1, url.n);
    }
  }
  if (url.n >= 2 && url.p[0] == '/' && url.p[1] == '/') {
    int64_t end = url.n;
    for (const char *d = "/?#"; *d; d++) {
      int64_t w = py_url_find(url, *d, 2);
      if (w >= 0 && w < end) end = w;
    }
    sp->netloc = sv_cut(url, 2, end);
    url = sv_cut(url, end, url.n);
    bool open = py_url_find(sp->netloc, '[', 0) >= 0, close = py_url_find(sp->netloc, ']', 0) >= 0;
    if (open != close) bad_ipv6();
    if (open) check_brackets(sp->netloc);
  }
  int64_t h = allow_frag ? py_url_find(url, '#', 0) : -1;
  if (h >= 0) {
    sp->fragment = sv_cut(url, h + 1, url.n);
    url = sv_cut(url, 0, h);
  }
  int64_t q = py_url_find(url, '?', 0);
  if (q >= 0) {
    sp->query = sv_cut(url, q + 1, url.n);
    url = sv_cut(url, 0, q);
  }
  sp->path = url;
}

/* urlparse's params: after the last path segment's ';' */
static void split_params(Split *sp) {
  if (!in_list(sp->scheme, uses_params) || py_url_find(sp->path, ';', 0) < 0) return;
  int64_t slash = -1;
  for (int64_t k = 0; k < sp->path.n; k++)
    if (sp->path.p[k] == '/') slash = k;
  int64_t i = py_url_find(sp->path, ';', slash < 0 ? 0 : slash);
  if (i < 0) return;
  sp->params = sv_cut(sp->path, i + 1, sp->path.n);
  sp->path = sv_cut(sp->path, 0, i);
}

static Value make_result(Value cls, int n, const UrlSv *parts) {
  Value t = rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&t);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, py_url_str(parts[k]));
  Value r = rt_call(cls, n, RT_AS(Tuple, t)->items, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void split_args(const char *fname, int argc, const Value *argv, const Kwargs *kw, Value *a) {
  static const char *const names[] = {"url", "scheme", "allow_fragments"};
  py_parse_pyargs(fname, argc, argv, kw, 3, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'decode'", rt_type_name(a[0]));
}

static Value split_or_parse(const char *fname, bool parse, int argc, const Value *argv, const Kwargs *kw) {
  Value a[3];
  split_args(fname, argc, argv, kw, a);
  UrlSv scheme = rt_is_undef(a[1]) ? (UrlSv){"", 0} : component(a[1]);
  bool frag = rt_is_undef(a[2]) || rt_truthy(a[2]);
  Split sp = {0};
  int mark = rt_cleanup_push(split_free, &sp);
  do_split(sv_of(a[0]), scheme, frag, &sp);
  Value r;
  if (parse) {
    split_params(&sp);
    UrlSv parts[6] = {sp.scheme, sp.netloc, sp.path, sp.params, sp.query, sp.fragment};
    r = make_result(url_state()->parse_cls, 6, parts);
  } else {
    UrlSv parts[5] = {sp.scheme, sp.netloc, sp.path, sp.query, sp.fragment};
    r = make_result(url_state()->split_cls, 5, parts);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_urlsplit(ARGS) {
  (void)self;
  return split_or_parse("urlsplit", false, argc, argv, kw);
}

static Value f_urlparse(ARGS) {
  (void)self;
  return split_or_parse("urlparse", true, argc, argv, kw);
}

/* ---- joining ---- */

/* urlunsplit's text of scheme, netloc, path (url), query, fragment into sb */
static void unsplit(StrBuf *sb, UrlSv scheme, UrlSv netloc, UrlSv url, UrlSv query, UrlSv fragment) {
  if (scheme.n) {
    rt_sb_putn(sb, scheme.p, (size_t)scheme.n);
    rt_sb_putc(sb, ':');
  }
  bool slashes = url.n >= 2 && url.p[0] == '/' && url.p[1] == '/';
  if (netloc.n || (scheme.n && in_list(scheme, uses_netloc) && !slashes)) {
    rt_sb_puts(sb, "//");
    rt_sb_putn(sb, netloc.p, (size_t)netloc.n);
    if (url.n && url.p[0] != '/') rt_sb_putc(sb, '/');
  }
  rt_sb_putn(sb, url.p, (size_t)url.n);
  if (query.n) {
    rt_sb_putc(sb, '?');
    rt_sb_putn(sb, query.p, (size_t)query.n);
  }
  if (fragment.n) {
    rt_sb_putc(sb, '#');
    rt_sb_putn(sb, fragment.p, (size_t)fragment.n);
  }
}

/* scheme, netloc, path;params, query, fragment (urlunparse) into sb */
static void unparse(StrBuf *sb, const UrlSv *c) {
  if (!c[3].n) {
    unsplit(sb, c[0], c[1], c[2], c[4], c[5]);
    return;
  }
  StrBuf path;
  rt_sb_init(&path);
  int mark = rt_sb_cleanup_push(&path);
  rt_sb_putn(&path, c[2].p, (size_t)c[2].n);
  rt_sb_putc(&path, ';');
  rt_sb_putn(&path, c[3].p, (size_t)c[3].n);
  unsplit(sb, c[0], c[1], (UrlSv){path.data, (int64_t)path.len}, c[4], c[5]);
  rt_cleanup_pop(mark, true);
}

/* The n items of components (an iterable), unpacked as Python's assignment does. */
static Value unpack(Value components, int n) {
  Value t = rt_it_pool(components);
  int64_t got = RT_AS(Tuple, t)->n;
  if (got != n) {
    rt_decref(t);
    if (got < n) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected %d, got %lld)", n, (long long)got);
    rt_raise(RT_EXC_ValueError, "too many values to unpack (expected %d)", n);
  }
  return t;
}

static Value unjoin(const char *fname, int n, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"components"};
  Value a[1];
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  Value t = unpack(a[0], n);
  int mark = rt_cleanup_push_value(&t);
  UrlSv c[6];
  for (int k = 0; k < n; k++) c[k] = component(RT_AS(Tuple, t)->items[k]);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  if (n == 6) unparse(&sb, c);
  else unsplit(&sb, c[0], c[1], c[2], c[3], c[4]);
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_urlunsplit(ARGS) {
  (void)self;
  return unjoin("urlunsplit", 5, argc, argv, kw);
}

static Value f_urlunparse(ARGS) {
  (void)self;
  return unjoin("urlunparse", 6, argc, argv, kw);
}

typedef struct Segs {
  UrlSv *s;
  int64_t n, cap;
} Segs;

static void segs_free(void *p) { free(((Segs *)p)->s); }

static void segs_put(Segs *g, UrlSv s) {
  if (g->n == g->cap) {
    g->cap = g->cap ? g->cap * 2 : 16;
    UrlSv *s2 = realloc(g->s, sizeof *s2 * (size_t)g->cap);
    if (!s2) rt_raise(RT_EXC_MemoryError, "%s", "");
    g->s = s2;
  }
  g->s[g->n++] = s;
}

/* Each '/'-separated piece of s onto g. */
static void segs_split(Segs *g, UrlSv s) {
  int64_t a = 0;
  for (;;) {
    int64_t e = py_url_find(s, '/', a);
    segs_put(g, sv_cut(s, a, e < 0 ? s.n : e));
    if (e < 0) return;
    a = e + 1;
  }
}

/* urljoin's resolved path of the base path bpath and the relative path into sb. */
static void resolve(StrBuf *sb, UrlSv bpath, UrlSv path) {
  Segs segs = {0}, out = {0};
  int mark = rt_cleanup_push(segs_free, &segs);
  rt_cleanup_push(segs_free, &out);
  if (path.n && path.p[0] == '/') {
    segs_split(&segs, path);
  } else {
    segs_split(&segs, bpath);
    if (segs.s[segs.n - 1].n) segs.n--; /* the base's last segment is not a directory */
    segs_split(&segs, path);
    /* drop empty segments between the first and the last (redundant slashes) */
    int64_t w = 1;
    for (int64_t k = 1; k < segs.n; k++) {
      if (k < segs.n - 1 && segs.s[k].n == 0) continue;
      segs.s[w++] = segs.s[k];
    }
    segs.n = w;
  }
  for (int64_t k = 0; k < segs.n; k++) {
    if (sv_eq(segs.s[k], "..")) {
      if (out.n) out.n--;
    } else if (!sv_eq(segs.s[k], ".")) {
      segs_put(&out, segs.s[k]);
    }
  }
  UrlSv last = segs.s[segs.n - 1];
  if (sv_eq(last, ".") || sv_eq(last, "..")) segs_put(&out, (UrlSv){"", 0});
  size_t start = sb->len;
  for (int64_t k = 0; k < out.n; k++) {
    if (k) rt_sb_putc(sb, '/');
    rt_sb_putn(sb, out.s[k].p, (size_t)out.s[k].n);
  }
  if (sb->len == start) rt_sb_putc(sb, '/');
  rt_cleanup_pop(mark, true);
}

static Value f_urljoin(ARGS) {
  (void)self;
  static const char *const names[] = {"base", "url", "allow_fragments"};
  Value a[3];
  py_parse_pyargs("urljoin", argc, argv, kw, 3, names, 2, a);
  if (!rt_truthy(a[0])) return (rt_incref(a[1]), a[1]);
  if (!rt_truthy(a[1])) return (rt_incref(a[0]), a[0]);
  UrlSv base = component(a[0]), url = component(a[1]);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "Cannot mix str and non-str arguments");
  bool frag = rt_is_undef(a[2]) || rt_truthy(a[2]);
  Split b = {0}, u = {0};
  StrBuf sb, path;
  rt_sb_init(&sb);
  rt_sb_init(&path);
  int mark = rt_cleanup_push(split_free, &b);
  rt_cleanup_push(split_free, &u);
  rt_sb_cleanup_push(&sb);
  rt_sb_cleanup_push(&path);
  do_split(base, (UrlSv){"", 0}, frag, &b);
  split_params(&b);
  do_split(url, b.scheme, frag, &u);
  split_params(&u);
  Value r;
  bool same = u.scheme.n == b.scheme.n && memcmp(u.scheme.p, b.scheme.p, (size_t)b.scheme.n) == 0;
  if (!same || !in_list(u.scheme, uses_relative)) {
    r = (rt_incref(a[1]), a[1]);
  } else {
    UrlSv c[6] = {u.scheme, u.netloc, u.path, u.params, u.query, u.fragment};
    bool netloc_uses = in_list(u.scheme, uses_netloc);
    if (netloc_uses && u.netloc.n) {
      unparse(&sb, c);
    } else {
      if (netloc_uses) c[1] = b.netloc;
      if (!u.path.n && !u.params.n) {
        c[2] = b.path;
        c[3] = b.params;
        if (!u.query.n) c[4] = b.query;
        unparse(&sb, c);
      } else {
        resolve(&path, b.path, u.path);
        c[2] = (UrlSv){path.data, (int64_t)path.len};
        unparse(&sb, c);
      }
    }
    r = rt_str_new(sb.data ? sb.data : "", sb.len);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_urldefrag(ARGS) {
  (void)self;
  static const char *const names[] = {"url"};
  Value a[1];
  py_parse_pyargs("urldefrag", argc, argv, kw, 1, names, 1, a);
  UrlSv url = component(a[0]);
  Split sp = {0};
  int mark = rt_cleanup_push(split_free, &sp);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  UrlSv parts[2] = {url, {"", 0}};
  if (py_url_find(url, '#', 0) >= 0) {
    do_split(url, (UrlSv){"", 0}, true, &sp);
    split_params(&sp);
    UrlSv c[6] = {sp.scheme, sp.netloc, sp.path, sp.params, sp.query, {"", 0}};
    unparse(&sb, c);
    parts[0] = (UrlSv){sb.data ? sb.data : "", (int64_t)sb.len};
    parts[1] = sp.fragment;
  }
  Value r = make_result(url_state()->defrag_cls, 2, parts);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the result classes ---- */

/* The netloc of a result (a new reference). */
static Value netloc_of(Value res) {
  Value n = rt_getattr(res, "netloc");
  if (!rt_is_str(n)) {
    rt_decref(n);
    rt_raise(RT_EXC_TypeError, "netloc must be a str");
  }
  return n;
}

/* username (which 0) or password (1) */
static Value userinfo(Value res, int which) {
  Value n = netloc_of(res);
  int mark = rt_cleanup_push_value(&n);
  UrlSv s = sv_of(n);
  int64_t at = -1;
  for (int64_t i = 0; i < s.n; i++)
    if (s.p[i] == '@') at = i;
  Value r = rt_none();
  if (at >= 0) {
    UrlSv info = sv_cut(s, 0, at);
    int64_t c = py_url_find(info, ':', 0);
    if (which == 0) r = py_url_str(c < 0 ? info : sv_cut(info, 0, c));
    else if (c >= 0) r = py_url_str(sv_cut(info, c + 1, info.n));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_username(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("username", argc, NULL, 1, 1);
  return userinfo(argv[0], 0);
}

static Value p_password(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("password", argc, NULL, 1, 1);
  return userinfo(argv[0], 1);
}

/* _hostinfo: the host and port pieces of a netloc (port n 0: None). */
static void hostinfo(UrlSv s, UrlSv *host, UrlSv *port) {
  int64_t at = -1;
  for (int64_t i = 0; i < s.n; i++)
    if (s.p[i] == '@') at = i;
  UrlSv hp = sv_cut(s, at + 1, s.n);
  int64_t open = py_url_find(hp, '[', 0);
  *port = (UrlSv){"", 0};
  if (open >= 0) {
    UrlSv br = sv_cut(hp, open + 1, hp.n);
    int64_t close = py_url_find(br, ']', 0);
    *host = close < 0 ? br : sv_cut(br, 0, close);
    if (close >= 0) {
      UrlSv rest = sv_cut(br, close + 1, br.n);
      int64_t c = py_url_find(rest, ':', 0);
      if (c >= 0) *port = sv_cut(rest, c + 1, rest.n);
    }
  } else {
    int64_t c = py_url_find(hp, ':', 0);
    *host = c < 0 ? hp : sv_cut(hp, 0, c);
    if (c >= 0) *port = sv_cut(hp, c + 1, hp.n);
  }
}

static Value p_hostname(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("hostname", argc, NULL, 1, 1);
  Value n = netloc_of(argv[0]);
  int mark = rt_cleanup_push_value(&n);
  UrlSv host, port;
  hostinfo(sv_of(n), &host, &port);
  Value r = rt_none(), h = rt_undef(), lower = rt_undef(), low = rt_undef(), zone = rt_undef();
  rt_cleanup_push_value(&h);
  rt_cleanup_push_value(&lower);
  rt_cleanup_push_value(&low);
  rt_cleanup_push_value(&zone);
  if (host.n) {
    int64_t pct = py_url_find(host, '%', 0);
    h = py_url_str(pct < 0 ? host : sv_cut(host, 0, pct));
    lower = rt_getattr(h, "lower");
    low = rt_call(lower, 0, NULL, NULL);
    if (pct >= 0) {
      zone = py_url_str(sv_cut(host, pct, host.n));
      r = rt_binop(RT_OP_ADD, low, zone);
    } else {
      r = (rt_incref(low), low);
    }
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_port(ARGS) {
  (void)self, (void)kw;
  rt_check_nargs("port", argc, NULL, 1, 1);
  Value n = netloc_of(argv[0]);
  int mark = rt_cleanup_push_value(&n);
  UrlSv host, port;
  hostinfo(sv_of(n), &host, &port);
  Value r = rt_none();
  if (port.n) {
    int64_t v = 0;
    bool digits = true;
    for (int64_t i = 0; i < port.n; i++) {
      if (port.p[i] < '0' || port.p[i] > '9') digits = false;
      else if (v <= 65535) v = v * 10 + (port.p[i] - '0');
    }
    if (!digits) {
      Value s = py_url_str(port);
      rt_cleanup_push_value(&s);
      Value rep = rt_repr(s);
      rt_cleanup_push_value(&rep);
      rt_raise(RT_EXC_ValueError, "Port could not be cast to integer value as %s", rt_str_data(rep));
    }
    if (v > 65535) rt_raise(RT_EXC_ValueError, "Port out of range 0-65535");
    r = rt_int(v);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* geturl() of each class: urlunsplit, urlunparse, or url + '#' + fragment. */
static Value m_geturl(ARGS) {
  (void)kw;
  rt_check_nargs("geturl", argc, NULL, 1, 1);
  int n = (int)self.as.i;
  Value t = unpack(argv[0], n);
  int mark = rt_cleanup_push_value(&t);
  UrlSv c[6];
  for (int k = 0; k < n; k++) c[k] = component(RT_AS(Tuple, t)->items[k]);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  if (n == 6) {
    unparse(&sb, c);
  } else if (n == 5) {
    unsplit(&sb, c[0], c[1], c[2], c[3], c[4]);
  } else {
    rt_sb_putn(&sb, c[0].p, (size_t)c[0].n);
    if (c[1].n) {
      rt_sb_putc(&sb, '#');
      rt_sb_putn(&sb, c[1].p, (size_t)c[1].n);
    }
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static void add_property(ClassObj *c, const char *name, NativeFn fn) {
  Value f = rt_native_new(name, fn);
  rt_class_set(c, name, rt_property_new(f, rt_none(), rt_none(), rt_none()));
  rt_decref(f);
}

static Value result_class(Value m, const char *name, const char *fields, bool netloc) {
  Value bases = rt_tuple_new(0);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new(name, bases);
  rt_cleanup_push_value(&cls);
  ClassObj *c = RT_AS(ClassObj, cls);
  Value names = rt_str_from_c(fields);
  rt_cleanup_push_value(&names);
  Value split = rt_getattr(names, "split");
  rt_cleanup_push_value(&split);
  Value tuple_of = rt_call(split, 0, NULL, NULL);
  rt_cleanup_push_value(&tuple_of);
  Value ft = rt_tuple_from(RT_AS(List, tuple_of)->n, RT_AS(List, tuple_of)->items);
  rt_cleanup_push_value(&ft);
  Value defaults = rt_dict_new();
  rt_cleanup_push_value(&defaults);
  char qual[64];
  snprintf(qual, sizeof qual, "%s.geturl", name);
  rt_class_set(c, "geturl", rt_native_method_new("geturl", qual, m_geturl, rt_int(RT_AS(Tuple, ft)->n)));
  if (netloc) {
    add_property(c, "username", p_username);
    add_property(c, "password", p_password);
    add_property(c, "hostname", p_hostname);
    add_property(c, "port", p_port);
  }
  rt_coll_namedtuple_install(c, ft, defaults);
  rt_class_finish(cls, rt_none());
  rt_class_set(c, "__module__", rt_str_from_c("urllib.parse"));
  rt_module_set(m, name, (rt_incref(cls), cls));
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_urllib_module_init(Value m) { rt_module_set(m, "parse", rt_import("urllib.parse")); }

void rt_urllib_parse_module_init(Value m) {
  UrlState *st = url_state();
  st->split_cls = result_class(m, "SplitResult", "scheme netloc path query fragment", true);
  st->parse_cls = result_class(m, "ParseResult", "scheme netloc path params query fragment", true);
  st->defrag_cls = result_class(m, "DefragResult", "url fragment", false);
  rt_module_add_fn(m, "urlsplit", f_urlsplit);
  rt_module_add_fn(m, "urlparse", f_urlparse);
  rt_module_add_fn(m, "urlunsplit", f_urlunsplit);
  rt_module_add_fn(m, "urlunparse", f_urlunparse);
  rt_module_add_fn(m, "urljoin", f_urljoin);
  rt_module_add_fn(m, "urldefrag", f_urldefrag);
  py_urllib_quote_init(m);
}
