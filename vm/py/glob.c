/* glob.c — the glob module: glob and iglob as CPython's glob.py walks a pattern. The pattern is
 * split at its last '/'; a directory part with wildcards is globbed first (directories only),
 * then each directory's entries are listed in the file system's order (not sorted, as
 * os.scandir gives them) and matched with fnmatch's rules ('*', '?', '[seq]', '[!seq]'; no
 * backslash escapes). Names starting with '.' match only a pattern starting with '.' (unless
 * include_hidden); with recursive=True a '**' component matches any depth of directories.
 * escape() brackets the wildcard characters so a name is matched literally. */
#include <dirent.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../base/strbuf.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct Glob {
  bool recursive, hidden;
  Value out; /* the list of matches */
} Glob;

static bool has_magic(const char *s) { return strpbrk(s, "*?[") != NULL; }

static Value join(const char *dir, const char *name) {
  if (!*dir) return rt_str_from_c(name);
  size_t n = strlen(dir);
  return rt_str_printf(n && dir[n - 1] == '/' ? "%s%s" : "%s/%s", dir, name);
}

static bool is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool lexists(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0;
}

static void add(Value list, Value s) {
  rt_list_append(list, s);
  rt_decref(s);
}

/* The entries of dir ('' is the current one) in readdir's order, directories only when
 * dironly; none when it cannot be read (CPython ignores the OSError). */
static Value list_dir(const char *dir, bool dironly) {
  Value out = rt_list_new(0);
  DIR *d = opendir(*dir ? dir : ".");
  if (!d) return out;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (dironly) {
      Value path = join(dir, e->d_name);
      bool isd = is_dir(rt_str_data(path));
      rt_decref(path);
      if (!isd) continue;
    }
    add(out, rt_str_from_c(e->d_name));
  }
  closedir(d);
  return out;
}

/* _glob1: the names in dir that match pattern. */
static void glob1(Glob *g, const char *dir, const char *pattern, bool dironly, Value out) {
  Value names = list_dir(dir, dironly);
  int mark = rt_cleanup_push_value(&names);
  const List *l = RT_AS(List, names);
  for (int64_t k = 0; k < l->n; k++) {
    const char *name = rt_str_data(l->items[k]);
    if (name[0] == '.' && pattern[0] != '.' && !g->hidden) continue;
    if (fnmatch(pattern, name, FNM_NOESCAPE) == 0) rt_list_append(out, l->items[k]);
  }
  rt_cleanup_pop(mark, true);
}

/* _rlistdir: every name below dir (relative to it), each directory before its contents. */
static void rlist(Glob *g, const char *dir, bool dironly, const char *prefix, Value out) {
  Value names = list_dir(dir, dironly);
  int mark = rt_cleanup_push_value(&names);
  const List *l = RT_AS(List, names);
  for (int64_t k = 0; k < l->n; k++) {
    const char *name = rt_str_data(l->items[k]);
    if (name[0] == '.' && !g->hidden) continue;
    Value rel = join(prefix, name), path = rt_undef();
    int m2 = rt_cleanup_push_value(&rel);
    rt_cleanup_push_value(&path);
    rt_list_append(out, rel);
    path = join(dir, name);
    rlist(g, rt_str_data(path), dironly, rt_str_data(rel), out);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
}

/* The names in dir that basename matches: _glob0 (no wildcard), _glob1 or _glob2 ('**'). */
static void in_dir(Glob *g, const char *dir, const char *base, bool dironly, Value out) {
  if (g->recursive && !strcmp(base, "**")) {
    if (!*dir || is_dir(dir)) add(out, rt_str_from_c("")); /* _glob2 yields the directory itself */
    rlist(g, dir, dironly, "", out);
  } else if (has_magic(base)) {
    glob1(g, dir, base, dironly, out);
  } else {
    Value path = join(dir, base);
    bool ok = *base ? lexists(rt_str_data(path)) : is_dir(dir);
    rt_decref(path);
    if (ok) add(out, rt_str_from_c(base));
  }
}

/* _iglob: the paths pattern matches, appended to out. */
static void iglob(Glob *g, const char *pattern, bool dironly, Value out) {
  size_t cut = strrchr(pattern, '/') ? (size_t)(strrchr(pattern, '/') - pattern) + 1 : 0;
  const char *base = pattern + cut;
  size_t dn = cut; /* os.path.split: the head loses its trailing slashes unless all slashes */
  while (dn > 0 && pattern[dn - 1] == '/') dn--;
  Value dirv = rt_str_new(pattern, dn == 0 ? cut : dn);
  int mark = rt_cleanup_push_value(&dirv);
  const char *dir = rt_str_data(dirv);
  if (!has_magic(pattern)) {
    if (*base ? lexists(pattern) : is_dir(dir)) add(out, rt_str_from_c(pattern));
  } else if (!*dir) {
    in_dir(g, "", base, dironly, out);
  } else {
    Value dirs = rt_list_new(0), names = rt_undef();
    int inner = rt_cleanup_push_value(&dirs);
    rt_cleanup_push_value(&names);
    if (strcmp(dir, pattern) != 0 && has_magic(dir)) iglob(g, dir, true, dirs);
    else rt_list_append(dirs, dirv);
    const List *dl = RT_AS(List, dirs);
    for (int64_t k = 0; k < dl->n; k++) {
      rt_decref(names);
      names = rt_list_new(0);
      const char *d = rt_str_data(dl->items[k]);
      in_dir(g, d, base, dironly, names);
      const List *nl = RT_AS(List, names);
      for (int64_t j = 0; j < nl->n; j++) add(out, join(d, rt_str_data(nl->items[j])));
    }
    rt_cleanup_pop(inner, true); /* before the block ends: the slots die with it */
  }
  rt_cleanup_pop(mark, true);
}

static Value g_glob(ARGS) {
  (void)self;
  static const char *const names[] = {"pathname", "root_dir", "dir_fd", "recursive", "include_hidden"};
  Value a[5];
  rt_parse_args("glob", argc, argv, kw, 5, names, 1, a);
  const char *pattern = rt_pathlib_text(a[0]);
  if (!pattern && !rt_is_str(a[0]))
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  if (!pattern) pattern = rt_str_data(a[0]);
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) rt_raise(RT_EXC_NotImplementedError, "glob's root_dir is not supported in Weft");
  Glob g = {!rt_is_undef(a[3]) && rt_truthy(a[3]), !rt_is_undef(a[4]) && rt_truthy(a[4]), rt_list_new(0)};
  int mark = rt_cleanup_push_value(&g.out);
  iglob(&g, pattern, false, g.out);
  List *l = RT_AS(List, g.out); /* a top-level '**' matches the current directory as '': dropped */
  if (l->n > 0 && RT_AS(Str, l->items[0])->nbytes == 0) {
    Value first = l->items[0];
    memmove(l->items, l->items + 1, sizeof(Value) * (size_t)(l->n - 1));
    l->n--;
    rt_decref(first);
  }
  rt_cleanup_pop(mark, false);
  return g.out;
}

static Value g_iglob(ARGS) {
  Value l = g_glob(self, argc, argv, kw);
  Value it = rt_iter(l);
  rt_decref(l);
  return it;
}

static Value g_has_magic(ARGS) {
  (void)self;
  rt_check_nargs("has_magic", argc, kw, 1, 1);
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object");
  return rt_bool(has_magic(rt_str_data(argv[0])));
}

/* escape(pathname): each of '*', '?' and '[' wrapped in brackets, which match it literally
 * (str, bytes or a path object; POSIX paths have no drive part to leave alone). */
static Value g_escape(ARGS) {
  (void)self;
  static const char *const names[] = {"pathname"};
  Value a[1];
  rt_parse_args("escape", argc, argv, kw, 1, names, 1, a);
  bool bytes = rt_is_type(a[0], &rt_bytes_type);
  const char *text = bytes ? NULL : rt_is_str(a[0]) ? rt_str_data(a[0]) : rt_pathlib_text(a[0]);
  if (!bytes && !text)
    rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  const char *p = bytes ? (const char *)RT_AS(Bytes, a[0])->data : text;
  size_t n = bytes ? (size_t)RT_AS(Bytes, a[0])->n : strlen(text);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (size_t i = 0; i < n; i++) {
    bool magic = p[i] == '*' || p[i] == '?' || p[i] == '[';
    if (magic) rt_sb_putc(&sb, '[');
    rt_sb_putc(&sb, p[i]);
    if (magic) rt_sb_putc(&sb, ']');
  }
  const char *out = sb.data ? sb.data : "";
  Value r = bytes ? rt_bytes_new(&rt_bytes_type, out, sb.len) : rt_str_new(out, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_glob_module_init(Value m) {
  rt_module_add_fn(m, "escape", g_escape);
  rt_module_add_fn(m, "glob", g_glob);
  rt_module_add_fn(m, "iglob", g_iglob);
  rt_module_add_fn(m, "has_magic", g_has_magic);
}
