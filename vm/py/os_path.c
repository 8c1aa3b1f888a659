/* os_path.c — Python's os.path on POSIX (posixpath): the string functions (join, split,
 * basename, dirname, splitext, normpath, abspath, isabs) follow posixpath's rules byte for
 * byte ('/' and '.' never occur inside a UTF-8 sequence), and the queries (exists, isfile,
 * isdir, getsize, getmtime, lexists) ask stat. relpath, commonprefix, expanduser and realpath
 * (symlinks resolved component by component, as far as the path exists) follow posixpath too. */
#include <errno.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/strbuf.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "lib_source.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw


typedef struct OsError {
  Value name;
  int err;
} OsError;

static Value raise_os_error(void *ud) {
  OsError *e = ud;
  rt_raise_os_error(e->err, e->name);
}

static const char *str_arg(Value v) {
  const char *path = rt_pathlib_text(v); /* os.PathLike: pathlib's paths */
  if (path) return path;
  if (!rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
  }
  return rt_str_data(v);
}

/* str_arg from the library line `at` (its error shows that frame). */
static const char *lib_str_arg(PyLibLine at, Value v) {
  const char *path = rt_pathlib_text(v);
  if (path) return path;
  if (!rt_is_str(v)) {
    py_lib_raise(RT_EXC_TypeError, &at, 1, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
  }
  return rt_str_data(v);
}

/* The frozen posixpath line whose os.fspath rejects a one-argument function's argument. */
static PyLibLine fspath_line(const char *fname) {
  static const struct {
    const char *name;
    PyLibLine line;
  } lines[] = {{"split", PY_LIB_PATH_SPLIT},           {"basename", PY_LIB_PATH_BASENAME},
               {"dirname", PY_LIB_PATH_DIRNAME},       {"splitext", PY_LIB_PATH_SPLITEXT},
               {"normpath", PY_LIB_PATH_NORMPATH},     {"abspath", PY_LIB_PATH_ABSPATH},
               {"isabs", PY_LIB_PATH_ISABS},           {"expanduser", PY_LIB_PATH_EXPANDUSER},
               {"normcase", PY_LIB_PATH_NORMCASE},     {"splitdrive", PY_LIB_PATH_SPLITDRIVE}};
  for (size_t k = 0; k < sizeof lines / sizeof lines[0]; k++) {
    if (strcmp(lines[k].name, fname) == 0) return lines[k].line;
  }
  return PY_LIB_COUNT;
}

/* The one argument of a one-argument os.path function (Python's messages, and the frame of the
 * library line that rejects it). */
static const char *one_path(const char *fname, const char *param, int argc, const Value *argv,
                            const Kwargs *kw, Value *out) {
  const char *const names[] = {param};
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, out);
  PyLibLine at = fspath_line(fname);
  return at == PY_LIB_COUNT ? str_arg(out[0]) : lib_str_arg(at, out[0]);
}

/* Where the last component starts: just after the last '/'. */
static size_t tail_start(const char *p) {
  const char *slash = strrchr(p, '/');
  return slash ? (size_t)(slash - p) + 1 : 0;
}

/* The head of split(): up to the last '/', its trailing slashes removed unless it is all
 * slashes. */
static Value head_of(const char *p) {
  size_t i = tail_start(p), n = i;
  while (n > 0 && p[n - 1] == '/') n--;
  return rt_str_new(p, n == 0 ? i : n);
}

static Value p_join(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "join() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc == 0) rt_raise(RT_EXC_TypeError, "join() missing 1 required positional argument: 'a'");
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  PyLibLine first = PY_LIB_PATH_JOIN_FIRST;
  rt_sb_puts(&sb, lib_str_arg(first, argv[0]));
  for (int k = 1; k < argc; k++) {
    const char *b = rt_is_str(argv[k]) ? rt_str_data(argv[k]) : rt_pathlib_text(argv[k]);
    if (!b) {
      PyLibLine frames[2] = {PY_LIB_PATH_JOIN_REST, PY_LIB_PATH_CHECK_ARG_TYPES};
      py_lib_raise(RT_EXC_TypeError, frames, 2, "join() argument must be str, bytes, or os.PathLike object, not '%s'",
                   rt_type_name(argv[k]));
    }
    if (b[0] == '/') sb.len = 0;
    else if (sb.len > 0 && sb.data[sb.len - 1] != '/') rt_sb_putc(&sb, '/');
    rt_sb_puts(&sb, b);
  }
  rt_cleanup_pop(mark, false);
  if (!sb.data) rt_sb_puts(&sb, "");
  return rt_sb_to_str(&sb);
}

static Value p_split(ARGS) {
  (void)self;
  Value a[1];
  const char *p = one_path("split", "p", argc, argv, kw, a);
  Value head = head_of(p);
  int mark = rt_cleanup_push_value(&head);
  Value tail = rt_str_from_c(p + tail_start(p));
  rt_cleanup_pop(mark, false);
  return rt_tuple_pair(head, tail);
}

static Value p_basename(ARGS) {
  (void)self;
  Value a[1];
  const char *p = one_path("basename", "p", argc, argv, kw, a);
  return rt_str_from_c(p + tail_start(p));
}

static Value p_dirname(ARGS) {
  (void)self;
  Value a[1];
  return head_of(one_path("dirname", "p", argc, argv, kw, a));
}

/* The '.' that starts the extension, or -1: the last '.' of the last component, not counting
 * the leading dots (".bashrc" has none). */
static int64_t ext_start(const char *p) {
  size_t base = tail_start(p);
  const char *dot = strrchr(p + base, '.');
  if (!dot) return -1;
  for (const char *q = p + base; q < dot; q++) {
    if (*q != '.') return dot - p;
  }
  return -1;
}

static Value p_splitext(ARGS) {
  (void)self;
  Value a[1];
  const char *p = one_path("splitext", "p", argc, argv, kw, a);
  int64_t dot = ext_start(p);
  size_t n = strlen(p), cut = dot < 0 ? n : (size_t)dot;
  Value root = rt_str_new(p, cut);
  int mark = rt_cleanup_push_value(&root);
  Value ext = rt_str_new(p + cut, n - cut);
  rt_cleanup_pop(mark, false);
  return rt_tuple_pair(root, ext);
}

/* posixpath.normpath: '.' and empty components go, 'x/..' cancels, leading '..' stay for a
 * relative path; one or two leading slashes are kept, three or more become one. */
static Value normpath(const char *p) {
  if (!*p) return rt_str_from_c(".");
  int slashes = 0;
  while (p[slashes] == '/') slashes++;
  if (slashes > 2) slashes = 1;
  size_t n = strlen(p);
  const char **comp = rt_malloc(sizeof(char *) * (n + 1));
  size_t *len = rt_malloc(sizeof(size_t) * (n + 1));
  int nc = 0;
  for (const char *q = p; *q;) {
    while (*q == '/') q++;
    const char *end = q + strcspn(q, "/");
    size_t l = (size_t)(end - q);
    bool dotdot = l == 2 && q[0] == '.' && q[1] == '.';
    if (l == 0 || (l == 1 && q[0] == '.')) {
      /* nothing */
    } else if (!dotdot || (!slashes && nc == 0) || (nc > 0 && len[nc - 1] == 2 && comp[nc - 1][0] == '.' &&
                                                   comp[nc - 1][1] == '.')) {
      comp[nc] = q, len[nc++] = l;
    } else if (nc > 0) {
      nc--;
    }
    q = end;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = 0; k < slashes; k++) rt_sb_putc(&sb, '/');
  for (int k = 0; k < nc; k++) {
    if (k) rt_sb_putc(&sb, '/');
    rt_sb_putn(&sb, comp[k], len[k]);
  }
  free(comp);
  free(len);
  if (sb.len == 0) rt_sb_putc(&sb, '.');
  return rt_sb_to_str(&sb);
}

static Value p_normpath(ARGS) {
  (void)self;
  Value a[1];
  return normpath(one_path("normpath", "path", argc, argv, kw, a));
}

static Value p_abspath(ARGS) {
  (void)self;
  Value a[1];
  const char *p = one_path("abspath", "path", argc, argv, kw, a);
  if (p[0] == '/') return normpath(p);
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "%s/%s", cwd, p);
  free(cwd);
  int mark = rt_sb_cleanup_push(&sb);
  Value r = normpath(sb.data);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_isabs(ARGS) {
  (void)self;
  Value a[1];
  return rt_bool(one_path("isabs", "s", argc, argv, kw, a)[0] == '/');
}

/* The path a stat-based function takes: a str or a pathlib path. */
static const char *stat_path(Value v) {
  const char *path = rt_pathlib_text(v);
  if (path) return path;
  if (!rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "stat: path should be string, bytes, os.PathLike or integer, not %s",
             rt_type_name(v));
  }
  return rt_str_data(v);
}

/* stat_path from genericpath's line `at` (its TypeError shows that frame). */
static const char *lib_stat_path(PyLibLine at, Value v) {
  if (!rt_pathlib_text(v) && !rt_is_str(v)) {
    py_lib_raise(RT_EXC_TypeError, &at, 1, "stat: path should be string, bytes, os.PathLike or integer, not %s",
                 rt_type_name(v));
  }
  return stat_path(v);
}

/* stat of a path or an open file descriptor (os.stat's), the OSError naming what was given
 * raised from genericpath's line `at`. */
static _Noreturn void lib_os_error(PyLibLine at, Value name, int err) {
  OsError e = {name, err};
  rt_cleanup_push_value(&e.name);
  py_lib_call(&at, 1, raise_os_error, &e);
  __builtin_unreachable(); /* raise_os_error always raises */
}

static void lib_stat(PyLibLine at, Value v, struct stat *st) {
  int ok = v.tag == RT_INT ? fstat((int)v.as.i, st) : stat(lib_stat_path(at, v), st);
  if (ok != 0) lib_os_error(at, v.tag == RT_INT ? v : rt_str_from_c(stat_path(v)), errno);
}

/* stat for exists/isfile/isdir, which answer False for any failure. */
static bool stat_of(const char *fname, PyLibLine at, int argc, const Value *argv, const Kwargs *kw,
                    struct stat *st) {
  Value a[1];
  static const char *const names[] = {"path"};
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  if (a[0].tag == RT_INT) return fstat((int)a[0].as.i, st) == 0;
  return stat(lib_stat_path(at, a[0]), st) == 0;
}

static Value p_exists(ARGS) {
  (void)self;
  struct stat st;
  return rt_bool(stat_of("exists", PY_LIB_PATH_EXISTS, argc, argv, kw, &st));
}

static Value p_isfile(ARGS) {
  (void)self;
  struct stat st;
  return rt_bool(stat_of("isfile", PY_LIB_PATH_ISFILE, argc, argv, kw, &st) && S_ISREG(st.st_mode));
}

static Value p_isdir(ARGS) {
  (void)self;
  struct stat st;
  return rt_bool(stat_of("isdir", PY_LIB_PATH_ISDIR, argc, argv, kw, &st) && S_ISDIR(st.st_mode));
}

/* islink(path): lstat's answer, False for any failure of it. */
static Value p_islink(ARGS) {
  (void)self;
  Value a[1];
  static const char *const names[] = {"path"};
  py_parse_pyargs("islink", argc, argv, kw, 1, names, 1, a);
  const char *path = rt_pathlib_text(a[0]);
  if (!path && !rt_is_str(a[0])) {
    rt_raise(RT_EXC_TypeError, "lstat: path should be string, bytes or os.PathLike, not %s",
             rt_type_name(a[0]));
  }
  struct stat st;
  return rt_bool(lstat(path ? path : rt_str_data(a[0]), &st) == 0 && S_ISLNK(st.st_mode));
}

static Value p_getsize(ARGS) {
  (void)self;
  Value a[1];
  static const char *const names[] = {"filename"};
  py_parse_pyargs("getsize", argc, argv, kw, 1, names, 1, a);
  struct stat st;
  lib_stat(PY_LIB_PATH_GETSIZE, a[0], &st);
  return rt_int((int64_t)st.st_size);
}

/* A path's non-empty components after abspath, in out (borrowed pointers into abs). */
static int components(const char *abs, const char **comp, size_t *len) {
  int n = 0;
  for (const char *q = abs; *q;) {
    while (*q == '/') q++;
    size_t l = strcspn(q, "/");
    if (l) comp[n] = q, len[n++] = l;
    q += l;
  }
  return n;
}

static Value abspath_of(Value path) {
  Value v = p_abspath(rt_none(), 1, &path, NULL);
  return v;
}

/* posixpath.relpath: '..' for each of start's components past the common ones, then path's. */
static Value p_relpath(ARGS) {
  (void)self;
  Value a[2];
  static const char *const names[] = {"path", "start"};
  py_parse_pyargs("relpath", argc, argv, kw, 2, names, 1, a);
  if (!*str_arg(a[0])) rt_raise(RT_EXC_ValueError, "no path specified");
  Value start = rt_is_undef(a[1]) || rt_is_none(a[1]) ? rt_str_from_c(".") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&start);
  Value ap = abspath_of(a[0]);
  rt_cleanup_push_value(&ap);
  Value as = abspath_of(start);
  rt_cleanup_push_value(&as);
  size_t cap = strlen(rt_str_data(ap)) + strlen(rt_str_data(as)) + 2;
  const char **comp = rt_malloc(sizeof(char *) * cap);
  size_t *len = rt_malloc(sizeof(size_t) * cap);
  int np = components(rt_str_data(ap), comp, len);
  int ns = components(rt_str_data(as), comp + np, len + np);
  int common = 0;
  while (common < np && common < ns && len[common] == len[np + common] &&
         memcmp(comp[common], comp[np + common], len[common]) == 0)
    common++;
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = common; k < ns; k++) rt_sb_puts(&sb, sb.len ? "/.." : "..");
  for (int k = common; k < np; k++) {
    if (sb.len) rt_sb_putc(&sb, '/');
    rt_sb_putn(&sb, comp[k], len[k]);
  }
  free(comp);
  free(len);
  if (sb.len == 0) rt_sb_putc(&sb, '.');
  rt_cleanup_pop(mark, true);
  return rt_sb_to_str(&sb);
}

/* posixpath.commonprefix: the longest common leading text of the strings, character-wise (a
 * UTF-8 sequence is never cut). */
static Value p_commonprefix(ARGS) {
  (void)self;
  Value a[1];
  static const char *const names[] = {"m"};
  py_parse_pyargs("commonprefix", argc, argv, kw, 1, names, 1, a);
  Value items = rt_call(rt_builtin_lookup("list"), 1, &a[0], NULL);
  int mark = rt_cleanup_push_value(&items);
  List *l = RT_AS(List, items);
  if (l->n == 0) return rt_cleanup_pop(mark, true), rt_str_from_c("");
  const char *first = str_arg(l->items[0]);
  size_t n = strlen(first);
  for (int64_t k = 1; k < l->n; k++) {
    const char *s = str_arg(l->items[k]);
    size_t i = 0;
    while (i < n && s[i] == first[i]) i++;
    n = i;
  }
  while (n > 0 && ((unsigned char)first[n] & 0xC0) == 0x80) n--;
  Value r = rt_str_new(first, n);
  rt_cleanup_pop(mark, true);
  return r;
}

/* posixpath.expanduser: a leading ~ becomes $HOME (or the password entry's home), ~name that
 * user's home; anything else, or an unknown user, is returned unchanged. */
static Value p_expanduser(ARGS) {
  (void)self;
  Value a[1];
  const char *p = one_path("expanduser", "path", argc, argv, kw, a);
  if (p[0] != '~') return rt_str_from_c(p);
  size_t i = strcspn(p, "/");
  const char *home = NULL;
  if (i == 1) {
    home = getenv("HOME");
    if (!home) {
      struct passwd *pw = getpwuid(getuid());
      if (pw) home = pw->pw_dir;
    }
  } else {
    Value name = rt_str_new(p + 1, i - 1);
    struct passwd *pw = getpwnam(rt_str_data(name));
    rt_decref(name);
    if (pw) home = pw->pw_dir;
  }
  if (!home) return rt_str_from_c(p);
  size_t hl = strlen(home);
  while (hl > 0 && home[hl - 1] == '/') hl--;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putn(&sb, home, hl);
  rt_sb_puts(&sb, p + i);
  if (sb.len == 0) rt_sb_putc(&sb, '/');
  return rt_sb_to_str(&sb);
}

/* ---- realpath: posixpath._joinrealpath, symlinks resolved as far as the path exists ---- */

/* path/name into sb (path "" gives name; path "/" no doubled slash). */
static void join_into(StrBuf *sb, const char *name, size_t n) {
  if (sb->len > 0 && sb->data[sb->len - 1] != '/') rt_sb_putc(sb, '/');
  rt_sb_putn(sb, name, n);
}

/* The links being resolved, innermost first: meeting one again is a loop. */
typedef struct Seen {
  const char *path;
  const struct Seen *up;
} Seen;

static bool seen_has(const Seen *s, const char *path) {
  for (; s; s = s->up)
    if (strcmp(s->path, path) == 0) return true;
  return false;
}

/* Resolve rest against the resolved prefix in sb. A symlink loop (as CPython's non-strict
 * realpath) answers false with the link met again and the rest joined unresolved. */
static bool join_real(StrBuf *sb, const char *rest, const Seen *seen) {
  if (rest[0] == '/') {
    sb->len = 0;
    rt_sb_putc(sb, '/');
  }
  while (*rest) {
    while (*rest == '/') rest++;
    size_t n = strcspn(rest, "/");
    const char *name = rest;
    rest += n;
    if (n == 0 || (n == 1 && name[0] == '.')) continue;
    if (n == 2 && name[0] == '.' && name[1] == '.') {
      size_t start = 0;
      for (size_t k = sb->len; k > 0; k--)
        if (sb->data[k - 1] == '/') { start = k; break; }
      bool up = sb->len - start == 2 && memcmp(sb->data + start, "..", 2) == 0;
      if (sb->len == 0 || up) join_into(sb, "..", 2);
      else {
        size_t cut = start;
        while (cut > 1 && sb->data[cut - 1] == '/') cut--;
        sb->len = cut;
      }
      continue;
    }
    size_t before = sb->len;
    join_into(sb, name, n);
    rt_sb_putc(sb, 0);
    sb->len--;
    struct stat st;
    if (lstat(sb->data, &st) != 0 || !S_ISLNK(st.st_mode)) continue;
    char target[4096];
    ssize_t tl = readlink(sb->data, target, sizeof target - 1);
    if (tl < 0 || seen_has(seen, sb->data)) {
      if (*rest) rt_sb_puts(sb, rest);
      return false;
    }
    target[tl] = 0;
    char *link = strdup(sb->data);
    if (!link) rt_raise(RT_EXC_MemoryError, "%s", "");
    Seen here = {link, seen};
    sb->len = before;
    bool ok = join_real(sb, target, &here);
    free(link);
    if (!ok) {
      if (*rest) join_into(sb, rest + 1, strlen(rest + 1));
      return false;
    }
  }
  return true;
}

static Value p_realpath(ARGS) {
  (void)self;
  static const char *const names[] = {"filename", "strict"};
  Value a[2];
  py_parse_pyargs("realpath", argc, argv, kw, 2, names, 1, a);
  const char *p = str_arg(a[0]);
  StrBuf sb, full;
  rt_sb_init(&sb);
  rt_sb_init(&full);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_cleanup_push(&full);
  join_real(&sb, p, NULL);
  rt_sb_putc(&sb, 0);
  const char *res = sb.data;
  Value out;
  if (res[0] == '/') {
    out = normpath(res);
  } else { /* abspath of what is left relative */
    char *cwd = getcwd(NULL, 0);
    if (!cwd) rt_raise_os_error(errno, rt_undef());
    rt_sb_printf(&full, "%s/%s", cwd, res);
    free(cwd);
    out = normpath(full.data);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* getmtime/getatime/getctime (data 'm', 'a', 'c' as an int): os.stat(filename).st_?time. */
static Value stat_time(const char *fname, int which, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  static const char *const names[] = {"filename"};
  py_parse_pyargs(fname, argc, argv, kw, 1, names, 1, a);
  struct stat st;
  lib_stat(which == 'm' ? PY_LIB_PATH_GETMTIME : which == 'a' ? PY_LIB_PATH_GETATIME : PY_LIB_PATH_GETCTIME, a[0], &st);
  struct timespec t = which == 'm' ? st.st_mtim : which == 'a' ? st.st_atim : st.st_ctim;
  return rt_float((double)t.tv_sec + (double)t.tv_nsec * 1e-9);
}

static Value p_getmtime(ARGS) { (void)self; return stat_time("getmtime", 'm', argc, argv, kw); }
static Value p_getatime(ARGS) { (void)self; return stat_time("getatime", 'a', argc, argv, kw); }
static Value p_getctime(ARGS) { (void)self; return stat_time("getctime", 'c', argc, argv, kw); }

static Value p_lexists(ARGS) {
  (void)self;
  Value a[1];
  static const char *const names[] = {"path"};
  py_parse_pyargs("lexists", argc, argv, kw, 1, names, 1, a);
  struct stat st;
  return rt_bool(lstat(stat_path(a[0]), &st) == 0);
}

/* normcase: POSIX paths keep their case. */
static Value p_normcase(ARGS) {
  (void)self;
  Value a[1];
  return rt_str_from_c(one_path("normcase", "s", argc, argv, kw, a));
}

/* splitdrive: no drives on POSIX. */
static Value p_splitdrive(ARGS) {
  (void)self;
  Value a[1];
  Value parts[2] = {rt_str_from_c(""), rt_str_from_c(one_path("splitdrive", "p", argc, argv, kw, a))};
  Value t = rt_tuple_from(2, parts);
  rt_decref(parts[0]);
  rt_decref(parts[1]);
  return t;
}

void rt_os_path_module_init(Value m) {
  rt_module_add_fn(m, "realpath", p_realpath);
  rt_module_add_fn(m, "getmtime", p_getmtime);
  rt_module_add_fn(m, "getatime", p_getatime);
  rt_module_add_fn(m, "getctime", p_getctime);
  rt_module_add_fn(m, "lexists", p_lexists);
  rt_module_add_fn(m, "normcase", p_normcase);
  rt_module_add_fn(m, "splitdrive", p_splitdrive);
  rt_module_set(m, "pathsep", rt_str_from_c(":"));
  rt_module_set(m, "defpath", rt_str_from_c("/bin:/usr/bin"));
  rt_module_set(m, "devnull", rt_str_from_c("/dev/null"));
  rt_module_set(m, "altsep", rt_none());
  rt_module_add_fn(m, "relpath", p_relpath);
  rt_module_add_fn(m, "commonprefix", p_commonprefix);
  rt_module_add_fn(m, "expanduser", p_expanduser);
  rt_module_add_fn(m, "join", p_join);
  rt_module_add_fn(m, "split", p_split);
  rt_module_add_fn(m, "basename", p_basename);
  rt_module_add_fn(m, "dirname", p_dirname);
  rt_module_add_fn(m, "splitext", p_splitext);
  rt_module_add_fn(m, "normpath", p_normpath);
  rt_module_add_fn(m, "abspath", p_abspath);
  rt_module_add_fn(m, "isabs", p_isabs);
  rt_module_add_fn(m, "exists", p_exists);
  rt_module_add_fn(m, "isfile", p_isfile);
  rt_module_add_fn(m, "isdir", p_isdir);
  rt_module_add_fn(m, "islink", p_islink);
  rt_module_add_fn(m, "getsize", p_getsize);
  rt_module_set(m, "sep", rt_str_from_c("/"));
  rt_module_set(m, "curdir", rt_str_from_c("."));
  rt_module_set(m, "pardir", rt_str_from_c(".."));
  rt_module_set(m, "extsep", rt_str_from_c("."));
}
