/* pathlib.c — pathlib's paths for POSIX: PurePath (PurePath() makes a PurePosixPath) and Path
 * (Path() makes a PosixPath, as on Linux), a result taking the class of the path it comes from:
 * joining with `/` and joinpath, the pure parts (name stem suffix suffixes parent parents parts
 * anchor root is_absolute with_name with_stem with_suffix relative_to is_relative_to match),
 * comparison, hashing and sorting as
 * their strings, and the file system ones (exists is_file is_dir iterdir glob rglob mkdir
 * rmdir unlink rename touch open read_text write_text read_bytes write_bytes resolve absolute
 * cwd home). A path is an instance of the class holding its normalised text (`_str`: repeated
 * and trailing slashes and `.` parts dropped, "." when empty). Listings come in the file
 * system's order, as os.listdir's; glob is the C library's glob(3), rglob walks the tree with fnmatch(3). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "lib_source.h"
#include "os_fspath.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  /* borrowed: the module holds them. PurePath's two children are PurePosixPath and Path;
   * PosixPath derives from both. */
  Value pure_class, pure_posix_class, path_class, posix_class, parents_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"pathlib", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool is_path(Value v) {
  return rt_is_instance(v) && rt_class_is_subclass(RT_AS(Instance, v)->cls, RT_AS(ClassObj, mod_state()->pure_class));
}

/* The class of the paths made from like: a path's own class; for a class, itself, except
 * that PurePath() makes a PurePosixPath and Path() a PosixPath, as on Linux. */
static ClassObj *result_class(Value like) {
  ModState *st = mod_state();
  if (rt_is_instance(like)) return RT_AS(Instance, like)->cls;
  if (!rt_is_class(like) || like.as.o == st->path_class.as.o) return RT_AS(ClassObj, st->posix_class);
  if (like.as.o == st->pure_class.as.o) return RT_AS(ClassObj, st->pure_posix_class);
  return RT_AS(ClassObj, like);
}

/* The text of a path (borrowed). */
static const char *text(Value p) {
  Value s = rt_instance_getattr_generic(p, "_str", false);
  rt_decref(s); /* the instance keeps it */
  return rt_str_data(s);
}

const char *rt_pathlib_text(Value v) {
  if (!rt_is_instance(v)) return NULL;
  if (!rt_is_undef(mod_state()->pure_class) && is_path(v)) return text(v);
  return py_fspath_text(v); /* any other os.PathLike */
}

/* The text of a path argument: a str, a path or another os.PathLike. */
static const char *arg_text(Value v) {
  if (is_path(v)) return text(v);
  if (rt_is_str(v)) return rt_str_data(v);
  const char *t = py_fspath_text(v);
  if (t) return t;
  rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
}

/* Append part to sb as pathlib joins: an absolute part starts over; `.`, empty parts and
 * repeated slashes vanish. */
static void add_part(StrBuf *sb, const char *part) {
  if (part[0] == '/') {
    sb->len = 0;
    if (sb->data) sb->data[0] = 0;
    rt_sb_puts(sb, "/");
  }
  for (const char *s = part; *s;) {
    while (*s == '/') s++;
    const char *e = s;
    while (*e && *e != '/') e++;
    size_t n = (size_t)(e - s);
    if (n && !(n == 1 && s[0] == '.')) {
      if (sb->len && sb->data[sb->len - 1] != '/') rt_sb_puts(sb, "/");
      rt_sb_printf(sb, "%.*s", (int)n, s);
    }
    s = e;
  }
}

/* A new path of the parts joined, of the class result_class(like) says. */
static Value make_path(Value like, int n, const char *const *parts) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int k = 0; k < n; k++) add_part(&sb, parts[k]);
  if (sb.len == 0) rt_sb_puts(&sb, ".");
  Value s = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&s);
  Value p = rt_instance_new(result_class(like));
  rt_instance_setattr_generic(p, "_str", s);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value path_of(Value like, const char *a) { return make_path(like, 1, &a); }

static Value join2(Value like, const char *a, const char *b) {
  const char *parts[2] = {a, b};
  return make_path(like, 2, parts);
}

/* __new__(cls, *parts) */
static Value p_new(ARGS) {
  (void)data, (void)kw;
  const char **parts = rt_malloc(sizeof(char *) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, parts);
  for (int k = 1; k < argc; k++) parts[k - 1] = arg_text(argv[k]);
  Value p = make_path(argv[0], argc - 1, parts);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value p_str(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(text(argv[0]));
}

static Value p_repr(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value s = rt_str_from_c(text(argv[0]));
  int mark = rt_cleanup_push_value(&s);
  Value r = rt_repr(s);
  rt_cleanup_push_value(&r);
  Value out = rt_str_printf("%s(%s)", RT_AS(Instance, argv[0])->cls->name, rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

/* The text of the other operand of `/`: a str, a path or another os.PathLike; NULL otherwise. */
static const char *operand_text(Value v) { return rt_is_str(v) ? rt_str_data(v) : rt_pathlib_text(v); }

static Value p_truediv(ARGS) {
  (void)data, (void)kw;
  const char *t = argc == 2 ? operand_text(argv[1]) : NULL;
  if (!t) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return join2(argv[0], text(argv[0]), t);
}

static Value p_rtruediv(ARGS) {
  (void)data, (void)kw;
  const char *t = argc == 2 ? operand_text(argv[1]) : NULL;
  if (!t) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return join2(argv[0], t, text(argv[0]));
}

static Value p_joinpath(ARGS) {
  (void)data, (void)kw;
  const char **parts = rt_malloc(sizeof(char *) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, parts);
  parts[0] = text(argv[0]);
  for (int k = 1; k < argc; k++) parts[k] = arg_text(argv[k]);
  Value p = make_path(argv[0], argc, parts);
  rt_cleanup_pop(mark, true);
  return p;
}

/* ==, <, <=, >, >= compare the texts; another type is NotImplemented. */
static Value compare(const Value *argv, BinOp op) {
  if (!is_path(argv[1])) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  int c = strcmp(text(argv[0]), text(argv[1]));
  switch (op) {
    case RT_OP_EQ: return rt_bool(c == 0);
    case RT_OP_LT: return rt_bool(c < 0);
    case RT_OP_LE: return rt_bool(c <= 0);
    case RT_OP_GT: return rt_bool(c > 0);
    default: return rt_bool(c >= 0);
  }
}
#define CMP(fn, op)                 \
  static Value fn(ARGS) {           \
    (void)data, (void)kw, (void)argc; \
    return compare(argv, op);       \
  }
CMP(p_eq, RT_OP_EQ)
CMP(p_lt, RT_OP_LT)
CMP(p_le, RT_OP_LE)
CMP(p_gt, RT_OP_GT)
CMP(p_ge, RT_OP_GE)

static Value p_hash(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value s = rt_str_from_c(text(argv[0]));
  int mark = rt_cleanup_push_value(&s);
  Value h = rt_call(rt_builtin_lookup("hash"), 1, &s, NULL);
  rt_cleanup_pop(mark, true);
  return h;
}

/* ---- the pure parts (properties) ---- */

static const char *last_part(const char *t) {
  if (strcmp(t, ".") == 0 || strcmp(t, "/") == 0) return "";
  const char *slash = strrchr(t, '/');
  return slash ? slash + 1 : t;
}

/* Where the suffix of name starts (its end when it has none): the last '.', not leading. */
static const char *suffix_of(const char *name) {
  const char *dot = strrchr(name, '.');
  if (!dot || dot == name || dot[1] == 0) return name + strlen(name);
  return dot;
}

static Value p_name(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(last_part(text(argv[0])));
}

static Value p_suffix(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(suffix_of(last_part(text(argv[0]))));
}

static Value p_stem(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *name = last_part(text(argv[0]));
  return rt_str_new(name, (int64_t)(suffix_of(name) - name));
}

static Value p_suffixes(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *name = last_part(text(argv[0]));
  Value out = rt_list_new(0);
  if (name[strlen(name) - (name[0] ? 1 : 0)] == '.') return out;
  const char *s = name;
  while (*s == '.') s++;
  for (const char *d = strchr(s, '.'); d; d = strchr(d + 1, '.')) {
    const char *e = strchr(d + 1, '.');
    Value v = rt_str_new(d, e ? (int64_t)(e - d) : (int64_t)strlen(d));
    rt_list_append(out, v);
    rt_decref(v);
  }
  return out;
}

static Value p_parent(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *t = text(argv[0]);
  const char *slash = strrchr(t, '/');
  if (!slash) return path_of(argv[0], ".");
  if (slash == t) return path_of(argv[0], "/");
  char *head = rt_strdup(t);
  head[slash - t] = 0;
  Value p = path_of(argv[0], head);
  free(head);
  return p;
}

static Value p_parts(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *t = text(argv[0]);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  if (t[0] == '/') {
    Value root = rt_str_from_c("/");
    rt_list_append(out, root);
    rt_decref(root);
  }
  for (const char *s = t; *s && strcmp(t, ".") != 0;) {
    while (*s == '/') s++;
    const char *e = s;
    while (*e && *e != '/') e++;
    if (e > s) {
      Value v = rt_str_new(s, (int64_t)(e - s));
      rt_list_append(out, v);
      rt_decref(v);
    }
    s = e;
  }
  Value tup = rt_tuple_from(RT_AS(List, out)->n, RT_AS(List, out)->items);
  rt_cleanup_pop(mark, true);
  return tup;
}

static Value p_anchor(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(text(argv[0])[0] == '/' ? "/" : "");
}

/* as_posix(): the path with forward slashes, which on POSIX is its text. */
static Value p_as_posix(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(text(argv[0]));
}

static Value p_is_absolute(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_bool(text(argv[0])[0] == '/');
}

/* The path with its last part replaced by name: ValueError for a path without one, or for a
 * name that is not one part (pathlib's with_name). */
static Value with_last(Value self, const char *name) {
  const char *t = text(self);
  if (!*last_part(t)) {
    Value r = rt_repr(self);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "%s has an empty name", rt_str_data(r));
  }
  int parts = 0;
  for (const char *s = name; *s;) {
    const char *e = strchr(s, '/');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    parts += n && !(n == 1 && s[0] == '.');
    s += n + (e ? 1 : 0);
  }
  size_t len = strlen(name);
  if (parts != 1 || name[0] == '/' || name[len - 1] == '/') {
    Value s = rt_str_from_c(name);
    rt_cleanup_push_value(&s);
    Value r = rt_repr(s);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "Invalid name %s", rt_str_data(r));
  }
  const char *slash = strrchr(t, '/');
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (slash) rt_sb_printf(&sb, "%.*s", (int)(slash - t + 1), t);
  rt_sb_puts(&sb, name);
  Value p = path_of(self, sb.data);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value p_with_name(ARGS) {
  (void)data;
  rt_check_args("with_name", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  return with_last(argv[0], arg_text(argv[1]));
}

static Value p_with_suffix(ARGS) {
  (void)data;
  rt_check_args("with_suffix", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *suf = arg_text(argv[1]);
  if (suf[0] && (suf[0] != '.' || suf[1] == 0)) rt_raise(RT_EXC_ValueError, "Invalid suffix '%s'", suf);
  const char *name = last_part(text(argv[0]));
  char *s = rt_malloc(strlen(name) + strlen(suf) + 1);
  int mark = rt_cleanup_push(free, s);
  size_t stem = (size_t)(suffix_of(name) - name);
  memcpy(s, name, stem);
  strcpy(s + stem, suf);
  Value p = with_last(argv[0], s);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value p_with_stem(ARGS) {
  (void)data;
  rt_check_args("with_stem", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *stem = arg_text(argv[1]), *suf = suffix_of(last_part(text(argv[0])));
  char *s = rt_malloc(strlen(stem) + strlen(suf) + 1);
  int mark = rt_cleanup_push(free, s);
  strcpy(s, stem);
  strcat(s, suf);
  Value p = with_last(argv[0], s);
  rt_cleanup_pop(mark, true);
  return p;
}

/* The path relative to other (the parts given joined), or NULL when it is not under it. */
static Value relative(Value self, int n, const Value *other, Value *base) {
  const char **parts = rt_malloc(sizeof(char *) * (size_t)(n + 1));
  int mark = rt_cleanup_push(free, parts);
  for (int k = 0; k < n; k++) parts[k] = arg_text(other[k]);
  *base = make_path(self, n, parts);
  rt_cleanup_pop(mark, true);
  const char *t = text(self), *b = text(*base);
  size_t len = strlen(b);
  bool root = strcmp(b, "/") == 0;
  if (strcmp(b, ".") == 0 && t[0] != '/') return path_of(self, t);
  if (strcmp(t, b) == 0) return path_of(self, ".");
  if (!(strncmp(t, b, len) == 0 && (root || t[len] == '/'))) return rt_undef();
  return path_of(self, t + len + (root ? 0 : 1));
}

/* relative_to(*other): ValueError naming both when the path is not under other. */
static Value p_relative_to(ARGS) {
  (void)data;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "relative_to() takes no keyword arguments");
  if (argc < 2) rt_raise(RT_EXC_TypeError, "need at least one argument");
  Value base = rt_undef();
  int mark = rt_cleanup_push_value(&base);
  Value p = relative(argv[0], argc - 1, argv + 1, &base);
  if (rt_is_undef(p)) {
    Value a = rt_str_from_c(text(argv[0])), b = rt_undef();
    rt_cleanup_push_value(&a);
    rt_cleanup_push_value(&b);
    b = rt_str_from_c(text(base));
    Value ra = rt_repr(a);
    rt_cleanup_push_value(&ra);
    Value rb = rt_repr(b);
    rt_cleanup_push_value(&rb);
    rt_raise(RT_EXC_ValueError, "%s is not in the subpath of %s OR one path is relative and the other is absolute.",
             rt_str_data(ra), rt_str_data(rb));
  }
  rt_cleanup_pop(mark, true);
  return p;
}

static Value p_is_relative_to(ARGS) {
  (void)data, (void)kw;
  Value base = rt_undef();
  int mark = rt_cleanup_push_value(&base);
  Value p = relative(argv[0], argc - 1, argv + 1, &base);
  rt_cleanup_pop(mark, true);
  bool yes = !rt_is_undef(p);
  rt_decref(p);
  return rt_bool(yes);
}

/* The parts of a path's text as pathlib lists them ('/' first for an absolute one), into an
 * array of n malloc'd strings (freed by free_parts). */
static char **split_parts(const char *t, size_t *n) {
  size_t cap = 2;
  for (const char *s = t; *s; s++) cap += *s == '/';
  char **out = rt_malloc(sizeof(char *) * cap);
  *n = 0;
  if (t[0] == '/') out[(*n)++] = rt_strdup("/");
  for (const char *s = t; *s && strcmp(t, ".") != 0;) {
    while (*s == '/') s++;
    const char *e = s;
    while (*e && *e != '/') e++;
    if (e > s) {
      out[*n] = rt_malloc((size_t)(e - s) + 1);
      memcpy(out[*n], s, (size_t)(e - s));
      out[(*n)++][e - s] = 0;
    }
    s = e;
  }
  return out;
}

static void free_parts(char **parts, size_t n) {
  for (size_t k = 0; k < n; k++) free(parts[k]);
  free(parts);
}

typedef struct Parts {
  char **v;
  size_t n;
} Parts;

static void parts_free(void *p) { free_parts(((Parts *)p)->v, ((Parts *)p)->n); }

/* match(pattern): the pattern's parts match the path's last parts (all of them, for an
 * absolute pattern), each as fnmatch.fnmatchcase. */
static Value p_match(ARGS) {
  (void)data;
  rt_check_args("match", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *pat = arg_text(argv[1]);
  Parts path = {NULL, 0}, want = {NULL, 0};
  path.v = split_parts(text(argv[0]), &path.n);
  int mark = rt_cleanup_push(parts_free, &path);
  Value norm = path_of(argv[0], pat);
  rt_cleanup_push_value(&norm);
  if (!*pat) rt_raise(RT_EXC_ValueError, "empty pattern");
  want.v = split_parts(text(norm), &want.n);
  rt_cleanup_push(parts_free, &want);
  if (want.n == 0) rt_raise(RT_EXC_ValueError, "empty pattern");
  bool anchored = pat[0] == '/';
  bool ok = anchored ? want.n == path.n : want.n <= path.n;
  for (size_t k = 1; ok && k <= want.n; k++) {
    if (anchored && k == want.n) break; /* the roots, already equal */
    ok = fnmatch(want.v[want.n - k], path.v[path.n - k], FNM_NOESCAPE) == 0;
  }
  if (anchored && ok) ok = path.v[0][0] == '/';
  rt_cleanup_pop(mark, true);
  return rt_bool(ok);
}

static Value p_root(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_str_from_c(text(argv[0])[0] == '/' ? "/" : "");
}

static Value p_drive(ARGS) {
  (void)data, (void)argc, (void)kw, (void)argv;
  return rt_str_from_c("");
}

/* parents: a sequence of the ancestors, nearest first (pathlib's _PathParents: len, index,
 * negative index, slice as a tuple, IndexError(idx) beyond them). The instance keeps them as
 * a tuple in _items; its class is made once per module. */
static Value parents_items(Value self) {
  Value it = rt_instance_getattr_generic(self, "_items", false);
  rt_decref(it); /* the instance keeps it */
  return it;
}

static Value pp_len(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_int(RT_AS(Tuple, parents_items(argv[0]))->n);
}

static Value pp_getitem(ARGS) {
  (void)data, (void)kw;
  rt_check_args("__getitem__", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value items = parents_items(argv[0]);
  if (rt_is_type(argv[1], &rt_slice_type)) return rt_getitem(items, argv[1]);
  int64_t n = RT_AS(Tuple, items)->n;
  Value idx = argv[1];
  if (idx.tag != RT_INT && idx.tag != RT_BOOL)
    rt_raise(RT_EXC_TypeError, "'>=' not supported between instances of '%s' and 'int'", rt_type_name(idx));
  int64_t i = rt_to_index(idx, "index");
  if (i >= n || i < -n) rt_raise(RT_EXC_IndexError, "%lld", (long long)i);
  Value v = RT_AS(Tuple, items)->items[i < 0 ? i + n : i];
  return rt_incref(v), v;
}

static Value pp_iter(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_iter(parents_items(argv[0]));
}

static Value pp_repr(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value owner = rt_instance_getattr_generic(argv[0], "_owner", false);
  int mark = rt_cleanup_push_value(&owner);
  Value r = rt_str_printf("<%s.parents>", rt_str_data(owner));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_parents(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value list = rt_list_new(0), cur = argv[0], next = rt_undef();
  rt_incref(cur);
  int mark = rt_cleanup_push_value(&list);
  rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&next);
  for (;;) {
    const char *t = text(cur);
    if (strcmp(t, "/") == 0 || strcmp(t, ".") == 0) break;
    const char *slash = strrchr(t, '/');
    char *head = rt_strdup(t);
    head[slash ? (slash == t ? 1 : slash - t) : 0] = 0;
    next = path_of(argv[0], slash ? head : ".");
    free(head);
    rt_list_append(list, next);
    rt_decref(cur);
    cur = next;
    next = rt_undef();
  }
  Value items = rt_tuple_from(RT_AS(List, list)->n, RT_AS(List, list)->items);
  rt_decref(list);
  list = items;
  Value owner = rt_str_from_c(RT_AS(Instance, argv[0])->cls->name);
  rt_decref(cur);
  cur = owner;
  Value pp = rt_instance_new(RT_AS(ClassObj, mod_state()->parents_class));
  rt_cleanup_push_value(&pp);
  rt_instance_setattr_generic(pp, "_items", items);
  rt_instance_setattr_generic(pp, "_owner", owner);
  rt_cleanup_pop(mark + 3, false);
  rt_cleanup_pop(mark, true);
  return pp;
}

/* ---- the file system ---- */

static bool stat_is(Value self, int kind) {
  struct stat st;
  if (stat(text(self), &st) != 0) return false;
  return kind == 0 || (kind == 1 ? S_ISREG(st.st_mode) : S_ISDIR(st.st_mode));
}

typedef struct StatCall {
  const Value *argv;
  const Kwargs *kw;
} StatCall;

static Value run_stat(void *ud) {
  StatCall *c = ud;
  return rt_os_stat(1, c->argv, c->kw);
}

/* Path.stat(): os.stat of the path. */
static Value p_stat(ARGS) {
  (void)data;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "stat() takes 1 positional argument but %d were given", argc);
  PyLibLine at = PY_LIB_PATH_STAT;
  StatCall c = {argv, kw};
  return py_lib_call(&at, 1, run_stat, &c);
}

static Value p_exists(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_bool(stat_is(argv[0], 0));
}

static Value p_is_file(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_bool(stat_is(argv[0], 1));
}

static Value p_is_dir(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_bool(stat_is(argv[0], 2));
}

/* os.NAME(str(self), *rest, **kw), rest strs or paths. */
static Value call_os(const char *name, Value self, int n, const Value *rest, const Kwargs *kw);

typedef struct OsCall {
  const char *name;
  Value self;
  int n;
  const Value *rest;
  const Kwargs *kw;
} OsCall;

static Value run_os(void *ud) {
  OsCall *c = ud;
  return call_os(c->name, c->self, c->n, c->rest, c->kw);
}

/* call_os from pathlib's line `at`: an error shows that frame, as CPython's traceback does. */
static Value lib_os(PyLibLine at, const char *name, Value self, int n, const Value *rest) {
  OsCall c = {name, self, n, rest, NULL};
  return py_lib_call(&at, 1, run_os, &c);
}

static Value call_os(const char *name, Value self, int n, const Value *rest, const Kwargs *kw) {
  Value os = rt_import("os");
  int mark = rt_cleanup_push_value(&os);
  Value fn = rt_getattr(os, name);
  rt_cleanup_push_value(&fn);
  Value args = rt_list_new(0);
  rt_cleanup_push_value(&args);
  Value s = rt_str_from_c(text(self));
  rt_list_append(args, s);
  rt_decref(s);
  for (int k = 0; k < n; k++) {
    s = rt_str_from_c(arg_text(rest[k]));
    rt_list_append(args, s);
    rt_decref(s);
  }
  Value r = rt_call(fn, n + 1, RT_AS(List, args)->items, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* open(str(self), *args, **kw) */
static Value open_self(Value self, int n, const Value *rest, const Kwargs *kw) {
  Value *args = rt_malloc(sizeof(Value) * (size_t)(n + 1));
  int mark = rt_cleanup_push(free, args);
  args[0] = rt_str_from_c(text(self));
  rt_cleanup_push_value(&args[0]);
  for (int k = 0; k < n; k++) args[k + 1] = rest[k];
  Value f = rt_call(rt_builtin_lookup("open"), n + 1, args, kw);
  rt_cleanup_pop(mark, true);
  return f;
}

typedef struct OpenCall {
  Value self;
  int n;
  const Value *rest;
  const Kwargs *kw;
} OpenCall;

static Value run_open(void *ud) {
  OpenCall *c = ud;
  return open_self(c->self, c->n, c->rest, c->kw);
}

/* open_self as Path.open does it, called from the method at `caller` (or from the program:
 * PY_LIB_COUNT): an error shows pathlib's frames, as CPython's traceback does. */
static Value lib_open(PyLibLine caller, Value self, int n, const Value *rest, const Kwargs *kw) {
  OpenCall c = {self, n, rest, kw};
  PyLibLine frames[2] = {caller, PY_LIB_PATH_OPEN};
  bool direct = caller == PY_LIB_COUNT;
  return py_lib_call(frames + direct, 2 - direct, run_open, &c);
}

static Value p_open(ARGS) {
  (void)data;
  return lib_open(PY_LIB_COUNT, argv[0], argc - 1, argv + 1, kw);
}

/* with open(self, mode) as f: return f.read() / f.write(content), from pathlib's line `caller` */
static Value file_op(Value self, const char *mode, const char *method, Value content, PyLibLine caller) {
  Value m = rt_str_from_c(mode);
  int mark = rt_cleanup_push_value(&m);
  Value f = lib_open(caller, self, 1, &m, NULL);
  rt_cleanup_push_value(&f);
  Value fn = rt_getattr(f, method);
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, rt_is_undef(content) ? 0 : 1, &content, NULL);
  int rmark = rt_cleanup_push_value(&r);
  Value close = rt_getattr(f, "close");
  rt_cleanup_push_value(&close);
  rt_decref(rt_call(close, 0, NULL, NULL));
  rt_cleanup_pop(rmark, false); /* r is the answer; close is released below */
  rt_decref(close);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value p_read_text(ARGS) {
  (void)data, (void)kw;
  (void)argc;
  return file_op(argv[0], "r", "read", rt_undef(), PY_LIB_PATH_READ_TEXT);
}

static Value p_read_bytes(ARGS) {
  (void)data, (void)argc, (void)kw;
  return file_op(argv[0], "rb", "read", rt_undef(), PY_LIB_PATH_READ_BYTES);
}

static Value p_write_text(ARGS) {
  (void)data, (void)kw;
  if (argc < 2 || !rt_is_str(argv[1])) {
    rt_raise(RT_EXC_TypeError, "data must be str, not %s", argc < 2 ? "nothing" : rt_type_name(argv[1]));
  }
  return file_op(argv[0], "w", "write", argv[1], PY_LIB_PATH_WRITE_TEXT);
}

static Value p_write_bytes(ARGS) {
  (void)data, (void)kw;
  rt_check_args("write_bytes", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  return file_op(argv[0], "wb", "write", argv[1], PY_LIB_PATH_WRITE_BYTES);
}

typedef struct OsError {
  Value path;
  int err;
} OsError;

static Value raise_os_error(void *ud) {
  OsError *e = ud;
  rt_raise_os_error(e->err, e->path);
}

/* The OSError for errno err on path, raised from pathlib's line `at`. */
static _Noreturn void lib_os_error(PyLibLine at, const char *path, int err) {
  OsError e = {rt_str_from_c(path), err};
  rt_cleanup_push_value(&e.path);
  py_lib_call(&at, 1, raise_os_error, &e);
  __builtin_unreachable(); /* raise_os_error always raises */
}

/* Path.touch(mode=0o666, exist_ok=True): an existing file gets the current time; else it is
 * created (exclusively when not exist_ok), an error showing pathlib's os.open line. */
static Value p_touch(ARGS) {
  (void)data;
  static const char *const names[] = {"mode", "exist_ok"};
  Value a[2];
  rt_parse_args("touch", argc - 1, argv + 1, kw, 2, names, 0, a);
  bool exist_ok = rt_is_undef(a[1]) || rt_truthy(a[1]);
  const char *path = text(argv[0]);
  if (exist_ok && utimes(path, NULL) == 0) return rt_none();
  int mode = rt_is_undef(a[0]) ? 0666 : (int)rt_to_index(a[0], NULL);
  int fd = open(path, O_CREAT | O_WRONLY | (exist_ok ? 0 : O_EXCL), (mode_t)mode);
  if (fd < 0) lib_os_error(PY_LIB_PATH_TOUCH, path, errno);
  close(fd);
  return rt_none();
}

static const char *const mkdir_names[] = {"mode", "parents", "exist_ok"};

static Value p_mkdir(ARGS) {
  (void)data;
  Value a[3];
  rt_parse_args("mkdir", argc - 1, argv + 1, kw, 3, mkdir_names, 0, a);
  bool parents = !rt_is_undef(a[1]) && rt_truthy(a[1]), exist_ok = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  if (exist_ok && stat_is(argv[0], 2)) return rt_none();
  if (parents && !stat_is(argv[0], 0)) {
    Value t = rt_bool(true);
    Kwargs k = {1, (const char *const[]){"exist_ok"}, &t};
    return call_os("makedirs", argv[0], 0, NULL, exist_ok ? &k : NULL);
  }
  return lib_os(PY_LIB_PATH_MKDIR, "mkdir", argv[0], 0, NULL);
}

static Value p_unlink(ARGS) {
  (void)data;
  static const char *const names[] = {"missing_ok"};
  Value a[1];
  rt_parse_args("unlink", argc - 1, argv + 1, kw, 1, names, 0, a);
  if (!rt_is_undef(a[0]) && rt_truthy(a[0]) && !stat_is(argv[0], 0)) return rt_none();
  return lib_os(PY_LIB_PATH_UNLINK, "remove", argv[0], 0, NULL);
}

static Value p_rmdir(ARGS) {
  (void)data, (void)argc, (void)kw;
  return lib_os(PY_LIB_PATH_RMDIR, "rmdir", argv[0], 0, NULL);
}

static Value p_rename(ARGS) {
  (void)data;
  rt_check_args("rename", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  rt_decref(lib_os(PY_LIB_PATH_RENAME, "rename", argv[0], 1, argv + 1));
  return path_of(argv[0], arg_text(argv[1]));
}

static Value p_absolute(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *t = text(argv[0]);
  if (t[0] == '/') return path_of(argv[0], t);
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value p = join2(argv[0], cwd, strcmp(t, ".") == 0 ? "" : t);
  free(cwd);
  return p;
}

static Value p_resolve(ARGS) {
  (void)data, (void)argc, (void)kw;
  char *real = realpath(text(argv[0]), NULL);
  if (real) {
    Value p = path_of(argv[0], real);
    free(real);
    return p;
  }
  return p_absolute(data, argc, argv, kw); /* not there (yet): made absolute */
}

/* Path.replace(target): os.replace, answering the target as a path. */
static Value p_replace(ARGS) {
  (void)data;
  rt_check_args("replace", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  rt_decref(call_os("replace", argv[0], 1, argv + 1, NULL));
  return path_of(argv[0], arg_text(argv[1]));
}

static Value p_lstat(ARGS) {
  (void)data;
  rt_check_args("lstat", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return call_os("lstat", argv[0], 0, NULL, NULL);
}

static Value p_is_symlink(ARGS) {
  (void)data;
  rt_check_args("is_symlink", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  struct stat st;
  return rt_bool(lstat(text(argv[0]), &st) == 0 && S_ISLNK(st.st_mode));
}

static Value p_readlink(ARGS) {
  (void)data;
  rt_check_args("readlink", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value t = call_os("readlink", argv[0], 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&t);
  Value p = path_of(argv[0], rt_str_data(t));
  rt_cleanup_pop(mark, true);
  return p;
}

/* Path.symlink_to(target): os.symlink(target, self). */
static Value p_symlink_to(ARGS) {
  (void)data;
  static const char *const names[] = {"target", "target_is_directory"};
  Value a[2];
  py_parse_method_args("symlink_to", argv[0], argc - 1, argv + 1, kw, 2, names, 1, a);
  Value os = rt_import("os");
  int mark = rt_cleanup_push_value(&os);
  Value fn = rt_getattr(os, "symlink");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c(arg_text(a[0])), rt_str_from_c(text(argv[0]))};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value p_chmod(ARGS) {
  (void)data;
  static const char *const names[] = {"mode", "follow_symlinks"};
  Value a[2];
  py_parse_method_args("chmod", argv[0], argc - 1, argv + 1, kw, 2, names, 1, a);
  if (a[0].tag == RT_FLOAT) rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  if (chmod(text(argv[0]), (mode_t)rt_to_index(a[0], NULL)) != 0) {
    Value name = rt_str_from_c(text(argv[0]));
    rt_cleanup_push_value(&name);
    rt_raise_os_error(errno, name);
  }
  return rt_none();
}

/* Path.samefile(other): the same device and inode (other a path or a str). */
static Value p_samefile(ARGS) {
  (void)data;
  rt_check_args("samefile", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *paths[2] = {text(argv[0]), arg_text(argv[1])};
  struct stat st[2];
  for (int k = 0; k < 2; k++) {
    if (stat(paths[k], &st[k]) != 0) {
      Value name = rt_str_from_c(paths[k]);
      rt_cleanup_push_value(&name);
      rt_raise_os_error(errno, name);
    }
  }
  return rt_bool(st[0].st_dev == st[1].st_dev && st[0].st_ino == st[1].st_ino);
}

/* Path.expanduser(): a leading ~ or ~user made the home folder, as os.path.expanduser. */
static Value p_expanduser(ARGS) {
  (void)data;
  rt_check_args("expanduser", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  const char *t = text(argv[0]);
  if (t[0] != '~') return path_of(argv[0], t);
  Value osp = rt_import("os.path");
  int mark = rt_cleanup_push_value(&osp);
  Value fn = rt_getattr(osp, "expanduser");
  rt_cleanup_push_value(&fn);
  Value s = rt_str_from_c(t);
  rt_cleanup_push_value(&s);
  Value home = rt_call(fn, 1, &s, NULL);
  rt_cleanup_push_value(&home);
  if (rt_str_data(home)[0] == '~') rt_raise(RT_EXC_RuntimeError, "Could not determine home directory.");
  Value p = path_of(argv[0], rt_str_data(home));
  rt_cleanup_pop(mark, true);
  return p;
}

/* Path.as_uri(): file:// and the absolute path, percent-quoted ('/' kept). */
static Value p_as_uri(ARGS) {
  (void)data;
  rt_check_args("as_uri", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  const char *t = text(argv[0]);
  if (t[0] != '/') rt_raise(RT_EXC_ValueError, "relative path can't be expressed as a file URI");
  Value parse = rt_import("urllib.parse");
  int mark = rt_cleanup_push_value(&parse);
  Value fn = rt_getattr(parse, "quote");
  rt_cleanup_push_value(&fn);
  Value s = rt_str_from_c(t);
  rt_cleanup_push_value(&s);
  Value q = rt_call(fn, 1, &s, NULL);
  rt_cleanup_push_value(&q);
  Value uri = rt_str_printf("file://%s", rt_str_data(q));
  rt_cleanup_pop(mark, true);
  return uri;
}

static Value p_cwd(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value p = path_of(argv[0], cwd);
  free(cwd);
  return p;
}

static Value p_home(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  const char *h = getenv("HOME");
  return path_of(argv[0], h ? h : "/");
}

/* The names in folder dir in the file system's order, os.listdir's (a malloc'd array of malloc'd
 * strings); NULL when unreadable. */
static char **folder_names(const char *dir, size_t *n) {
  DIR *d = opendir(dir);
  if (!d) return NULL;
  size_t cap = 16;
  char **names = malloc(cap * sizeof *names);
  if (!names) {
    closedir(d);
    errno = ENOMEM;
    return NULL;
  }
  *n = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    if (*n == cap) {
      cap *= 2;
      char **more = realloc(names, cap * sizeof *names);
      if (!more) break;
      names = more;
    }
    names[*n] = strdup(e->d_name);
    if (names[*n]) (*n)++;
  }
  closedir(d);
  return names;
}

static void free_names(char **names, size_t n) {
  for (size_t k = 0; k < n; k++) free(names[k]);
  free(names);
}

static Value p_iterdir(ARGS) {
  (void)data, (void)argc, (void)kw;
  size_t n = 0;
  char **names = folder_names(text(argv[0]), &n);
  if (!names) lib_os_error(PY_LIB_PATH_ITERDIR, text(argv[0]), errno);
  Value out = rt_list_new(0);
  for (size_t k = 0; k < n; k++) {
    Value p = join2(argv[0], text(argv[0]), names[k]);
    rt_list_append(out, p);
    rt_decref(p);
  }
  free_names(names, n);
  Value it = rt_iter(out);
  rt_decref(out);
  return it;
}

/* Whether a match (the part after the folder) went through a "." or ".." entry the pattern
 * does not name: GLOB_PERIOD lets wildcards match those, pathlib never does. */
static bool dot_entry(const char *m, const char *pat) {
  while (*m) {
    size_t ml = strcspn(m, "/"), pl = strcspn(pat, "/");
    bool dots = (ml == 1 && m[0] == '.') || (ml == 2 && m[0] == '.' && m[1] == '.');
    if (dots && !(pl == ml && strncmp(m, pat, ml) == 0)) return true;
    m += ml + (m[ml] == '/');
    pat += pl + (pat[pl] == '/');
  }
  return false;
}

/* The paths glob(3) finds for pat under dir ("." stands for no prefix), appended to out. */
static void glob_plain(Value like, Value out, const char *dir, const char *pat) {
  bool here = strcmp(dir, ".") == 0;
  char *full = rt_malloc(strlen(dir) + strlen(pat) + 2);
  sprintf(full, "%s/%s", dir, pat);
  glob_t g;
  memset(&g, 0, sizeof g);
  int rc = glob(here ? pat : full, GLOB_PERIOD, NULL, &g); /* pathlib's * matches dotfiles */
  free(full);
  for (size_t k = 0; rc == 0 && k < g.gl_pathc; k++) {
    if (dot_entry(g.gl_pathv[k] + (here ? 0 : strlen(dir) + 1), pat)) continue;
    Value p = path_of(like, g.gl_pathv[k]);
    rt_list_append(out, p);
    rt_decref(p);
  }
  globfree(&g);
}

static bool is_real_dir(const char *path) {
  struct stat st;
  return lstat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void glob_into(Value like, Value out, const char *dir, const char *pat);

/* "**" stands for dir and every folder below it (symlinks not followed, as pathlib's
 * recursive selector): rest is matched under each, or each is itself a match when the
 * pattern ends at the "**". */
static void glob_under(Value like, Value out, const char *dir, const char *rest) {
  rt_check_interrupt();
  if (*rest) {
    glob_into(like, out, dir, rest);
  } else {
    Value p = path_of(like, dir);
    rt_list_append(out, p);
    rt_decref(p);
  }
  size_t n = 0;
  char **names = folder_names(dir, &n);
  if (!names) return;
  for (size_t k = 0; k < n; k++) {
    bool here = strcmp(dir, ".") == 0;
    char *sub = rt_malloc(strlen(dir) + strlen(names[k]) + 2);
    sprintf(sub, "%s/%s", dir, names[k]);
    if (is_real_dir(sub)) glob_under(like, out, here ? names[k] : sub, rest);
    free(sub);
  }
  free_names(names, n);
}

/* Path.glob's matching: glob(3) for each part, with a "**" part matching any depth. */
static void glob_into(Value like, Value out, const char *dir, const char *pat) {
  const char *star = NULL;
  for (const char *q = pat; (q = strstr(q, "**")) != NULL; q += 2) {
    if ((q == pat || q[-1] == '/') && (q[2] == '/' || q[2] == '\0')) {
      star = q;
      break;
    }
  }
  if (!star) {
    glob_plain(like, out, dir, pat);
    return;
  }
  const char *rest = star[2] == '/' ? star + 3 : star + 2;
  if (star == pat) {
    glob_under(like, out, dir, rest);
    return;
  }
  /* the folders the part before "**" names, each searched at any depth */
  size_t plen = (size_t)(star - pat - 1);
  char *prefix = rt_malloc(plen + 1);
  memcpy(prefix, pat, plen);
  prefix[plen] = '\0';
  Value heads = rt_list_new(0);
  int mark = rt_cleanup_push_value(&heads);
  glob_plain(like, heads, dir, prefix);
  free(prefix);
  List *hl = RT_AS(List, heads);
  for (int64_t k = 0; k < hl->n; k++) {
    const char *h = text(hl->items[k]);
    if (is_real_dir(h)) glob_under(like, out, h, rest);
  }
  rt_cleanup_pop(mark, true);
}

static Value p_glob(ARGS) {
  (void)data;
  rt_check_args("glob", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *pat = arg_text(argv[1]);
  if (!*pat) rt_raise(RT_EXC_ValueError, "Unacceptable pattern: ''");
  if (pat[0] == '/') rt_raise(RT_EXC_NotImplementedError, "Non-relative patterns are unsupported");
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  glob_into(argv[0], out, text(argv[0]), pat);
  rt_cleanup_pop(mark, false);
  Value it = rt_iter(out);
  rt_decref(out);
  return it;
}

/* Every path under dir (dir included when it matches) whose name matches pat, depth first. */
static void rglob_into(Value like, Value out, const char *dir, const char *pat) {
  size_t n = 0;
  char **names = folder_names(dir, &n);
  if (!names) return;
  for (size_t k = 0; k < n; k++) {
    Value p = join2(like, dir, names[k]);
    if (fnmatch(pat, names[k], 0) == 0) rt_list_append(out, p);
    struct stat st;
    if (stat(text(p), &st) == 0 && S_ISDIR(st.st_mode)) rglob_into(like, out, text(p), pat);
    rt_decref(p);
  }
  free_names(names, n);
}

static Value p_rglob(ARGS) {
  (void)data;
  rt_check_args("rglob", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  rglob_into(argv[0], out, text(argv[0]), arg_text(argv[1]));
  rt_cleanup_pop(mark, false);
  Value it = rt_iter(out);
  rt_decref(out);
  return it;
}

static void set_method(Value cls, const char *name, NativeFn fn) {
  char qual[128];
  snprintf(qual, sizeof qual, "%s.%s", RT_AS(ClassObj, cls)->name, name);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

static void set_property(Value cls, const char *name, NativeFn fn) {
  Value getter = rt_native_method_new(name, name, fn, rt_none());
  Value args[1] = {getter};
  Value prop = rt_call(rt_builtin_lookup("property"), 1, args, NULL);
  rt_decref(getter);
  rt_class_set(RT_AS(ClassObj, cls), name, prop);
}

static void set_classmethod(Value cls, const char *name, NativeFn fn) {
  Value f = rt_native_method_new(name, name, fn, rt_none());
  rt_class_set(RT_AS(ClassObj, cls), name, rt_wrapped_new(&rt_classmethod_type, f));
  rt_decref(f);
}

/* class name(*bases) in module pathlib, finished by the caller. */
static Value new_class(const char *name, int n, const Value *bases) {
  Value b = rt_tuple_from(n, bases);
  Value cls = rt_class_new(name, b);
  rt_decref(b);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("pathlib"));
  return cls;
}

typedef struct Method {
  const char *name;
  NativeFn fn;
} Method;

static void set_methods(Value cls, const Method *ms, size_t n) {
  for (size_t k = 0; k < n; k++) set_method(cls, ms[k].name, ms[k].fn);
}

static void set_properties(Value cls, const Method *ms, size_t n) {
  for (size_t k = 0; k < n; k++) set_property(cls, ms[k].name, ms[k].fn);
}

/* PurePath: what a path is without the file system. */
static Value pure_path_class(void) {
  static const Method methods[] = {
      {"__new__", p_new}, {"__str__", p_str}, {"__fspath__", p_str}, {"__repr__", p_repr},
      {"__truediv__", p_truediv}, {"__rtruediv__", p_rtruediv}, {"__eq__", p_eq},
      {"__lt__", p_lt}, {"__le__", p_le}, {"__gt__", p_gt}, {"__ge__", p_ge}, {"__hash__", p_hash},
      {"joinpath", p_joinpath}, {"is_absolute", p_is_absolute}, {"with_name", p_with_name},
      {"with_suffix", p_with_suffix}, {"with_stem", p_with_stem}, {"relative_to", p_relative_to},
      {"is_relative_to", p_is_relative_to}, {"match", p_match}, {"as_posix", p_as_posix}, {"as_uri", p_as_uri},
  };
  static const Method props[] = {
      {"name", p_name}, {"stem", p_stem}, {"suffix", p_suffix}, {"suffixes", p_suffixes},
      {"parent", p_parent}, {"parts", p_parts}, {"anchor", p_anchor}, {"root", p_root},
      {"drive", p_drive}, {"parents", p_parents},
  };
  Value pure = new_class("PurePath", 0, NULL);
  set_methods(pure, methods, sizeof methods / sizeof methods[0]);
  set_properties(pure, props, sizeof props / sizeof props[0]);
  rt_class_finish(pure, rt_none());
  return pure;
}

/* Path(PurePath): the file system's operations. */
static Value path_class(Value pure) {
  static const Method methods[] = {
      {"exists", p_exists}, {"stat", p_stat}, {"is_file", p_is_file}, {"is_dir", p_is_dir}, {"open", p_open},
      {"read_text", p_read_text}, {"read_bytes", p_read_bytes}, {"write_text", p_write_text},
      {"write_bytes", p_write_bytes}, {"touch", p_touch}, {"mkdir", p_mkdir},
      {"unlink", p_unlink}, {"rmdir", p_rmdir}, {"rename", p_rename}, {"absolute", p_absolute},
      {"resolve", p_resolve}, {"iterdir", p_iterdir}, {"glob", p_glob}, {"rglob", p_rglob},
      {"replace", p_replace}, {"lstat", p_lstat}, {"is_symlink", p_is_symlink}, {"readlink", p_readlink},
      {"symlink_to", p_symlink_to}, {"chmod", p_chmod}, {"samefile", p_samefile},
      {"expanduser", p_expanduser},
  };
  Value path = new_class("Path", 1, &pure);
  set_methods(path, methods, sizeof methods / sizeof methods[0]);
  set_classmethod(path, "cwd", p_cwd);
  set_classmethod(path, "home", p_home);
  rt_class_finish(path, rt_none());
  return path;
}

static Value parents_class(void) {
  static const Method methods[] = {
      {"__len__", pp_len}, {"__getitem__", pp_getitem}, {"__iter__", pp_iter}, {"__repr__", pp_repr},
  };
  Value cls = new_class("_PathParents", 0, NULL);
  set_methods(cls, methods, sizeof methods / sizeof methods[0]);
  rt_class_finish(cls, rt_none());
  return cls;
}

void rt_pathlib_module_init(Value m) {
  ModState *st = mod_state();
  st->pure_class = pure_path_class();
  rt_module_set(m, "PurePath", st->pure_class);
  st->pure_posix_class = new_class("PurePosixPath", 1, &st->pure_class);
  rt_class_finish(st->pure_posix_class, rt_none());
  rt_module_set(m, "PurePosixPath", st->pure_posix_class);
  st->path_class = path_class(st->pure_class);
  rt_module_set(m, "Path", st->path_class);
  Value bases[2] = {st->path_class, st->pure_posix_class};
  st->posix_class = new_class("PosixPath", 2, bases);
  rt_class_finish(st->posix_class, rt_none());
  rt_module_set(m, "PosixPath", st->posix_class);
  st->parents_class = parents_class();
  rt_module_set(m, "_PathParents", st->parents_class);
}
