/* pathlib.c — pathlib's Path for POSIX paths (Path() makes a PosixPath, as on Linux): joining
 * with `/` and joinpath, the pure parts (name stem suffix suffixes parent parts anchor
 * is_absolute with_name with_stem with_suffix relative_to), comparison, hashing and sorting as
 * their strings, and the file system ones (exists is_file is_dir iterdir glob rglob mkdir
 * rmdir unlink rename touch open read_text write_text read_bytes write_bytes resolve absolute
 * cwd home). A path is an instance of the class holding its normalised text (`_str`: repeated
 * and trailing slashes and `.` parts dropped, "." when empty). Listings come in the file
 * system's order, as os.listdir's; glob is the C library's glob(3), rglob walks the tree with fnmatch(3). */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value posix_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"pathlib", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static bool is_path(Value v) {
  return rt_is_instance(v) && rt_class_is_subclass(RT_AS(Instance, v)->cls, RT_AS(ClassObj, mod_state()->posix_class));
}

/* The text of a path (borrowed). */
static const char *text(Value p) {
  Value s = rt_instance_getattr_generic(p, "_str", false);
  rt_decref(s); /* the instance keeps it */
  return rt_str_data(s);
}

const char *rt_pathlib_text(Value v) {
  return rt_is_instance(v) && !rt_is_undef(mod_state()->posix_class) && is_path(v) ? text(v) : NULL;
}

/* The text of a path argument: a str or a path. */
static const char *arg_text(Value v) {
  if (is_path(v)) return text(v);
  if (rt_is_str(v)) return rt_str_data(v);
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

/* A new PosixPath of the parts joined. */
static Value make_path(int n, const char *const *parts) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int k = 0; k < n; k++) add_part(&sb, parts[k]);
  if (sb.len == 0) rt_sb_puts(&sb, ".");
  Value s = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&s);
  Value p = rt_instance_new(RT_AS(ClassObj, mod_state()->posix_class));
  rt_instance_setattr_generic(p, "_str", s);
  rt_cleanup_pop(mark, true);
  return p;
}

static Value path_of(const char *a) { return make_path(1, &a); }

static Value join2(const char *a, const char *b) {
  const char *parts[2] = {a, b};
  return make_path(2, parts);
}

/* __new__(cls, *parts) */
static Value p_new(ARGS) {
  (void)data, (void)kw;
  const char **parts = rt_malloc(sizeof(char *) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, parts);
  for (int k = 1; k < argc; k++) parts[k - 1] = arg_text(argv[k]);
  Value p = make_path(argc - 1, parts);
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
  Value out = rt_str_printf("PosixPath(%s)", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value p_truediv(ARGS) {
  (void)data, (void)kw;
  if (argc != 2 || !(rt_is_str(argv[1]) || is_path(argv[1]))) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return join2(text(argv[0]), arg_text(argv[1]));
}

static Value p_rtruediv(ARGS) {
  (void)data, (void)kw;
  if (argc != 2 || !rt_is_str(argv[1])) {
    Value ni = rt_notimplemented();
    rt_incref(ni);
    return ni;
  }
  return join2(rt_str_data(argv[1]), text(argv[0]));
}

static Value p_joinpath(ARGS) {
  (void)data, (void)kw;
  const char **parts = rt_malloc(sizeof(char *) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, parts);
  parts[0] = text(argv[0]);
  for (int k = 1; k < argc; k++) parts[k] = arg_text(argv[k]);
  Value p = make_path(argc, parts);
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
  if (!slash) return path_of(".");
  if (slash == t) return path_of("/");
  char *head = rt_strdup(t);
  head[slash - t] = 0;
  Value p = path_of(head);
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

static Value p_is_absolute(ARGS) {
  (void)data, (void)argc, (void)kw;
  return rt_bool(text(argv[0])[0] == '/');
}

/* The path with its last part replaced by name (ValueError for a path without one). */
static Value with_last(Value self, const char *name) {
  const char *t = text(self);
  if (!*last_part(t)) {
    Value r = rt_repr(self);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_ValueError, "%s has an empty name", rt_str_data(r));
  }
  const char *slash = strrchr(t, '/');
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (slash) rt_sb_printf(&sb, "%.*s", (int)(slash - t + 1), t);
  rt_sb_puts(&sb, name);
  Value p = path_of(sb.data);
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

static Value p_relative_to(ARGS) {
  (void)data;
  rt_check_args("relative_to", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *t = text(argv[0]);
  Value base = is_path(argv[1]) ? (rt_incref(argv[1]), argv[1]) : path_of(arg_text(argv[1]));
  int mark = rt_cleanup_push_value(&base);
  const char *b = text(base);
  size_t n = strlen(b);
  bool root = strcmp(b, "/") == 0, dot = strcmp(b, ".") == 0 && t[0] != '/';
  if (dot) {
    Value p = path_of(t);
    rt_cleanup_pop(mark, true);
    return p;
  }
  if (strcmp(t, b) == 0) {
    rt_cleanup_pop(mark, true);
    return path_of(".");
  }
  if (!(strncmp(t, b, n) == 0 && (root || t[n] == '/'))) {
    rt_raise(RT_EXC_ValueError, "'%s' is not in the subpath of '%s' OR one path is relative and the other is absolute.", t, b);
  }
  Value p = path_of(t + n + (root ? 0 : 1));
  rt_cleanup_pop(mark, true);
  return p;
}

/* ---- the file system ---- */

static bool stat_is(Value self, int kind) {
  struct stat st;
  if (stat(text(self), &st) != 0) return false;
  return kind == 0 || (kind == 1 ? S_ISREG(st.st_mode) : S_ISDIR(st.st_mode));
}

/* Path.stat(): os.stat of the path. */
static Value p_stat(ARGS) {
  (void)data;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "stat() takes 1 positional argument but %d were given", argc);
  return rt_os_stat(1, argv, kw);
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

static Value p_open(ARGS) {
  (void)data;
  return open_self(argv[0], argc - 1, argv + 1, kw);
}

/* with open(self, mode) as f: return f.read() / f.write(content) */
static Value file_op(Value self, const char *mode, const char *method, Value content) {
  Value m = rt_str_from_c(mode);
  int mark = rt_cleanup_push_value(&m);
  Value f = open_self(self, 1, &m, NULL);
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
  return file_op(argv[0], "r", "read", rt_undef());
}

static Value p_read_bytes(ARGS) {
  (void)data, (void)argc, (void)kw;
  return file_op(argv[0], "rb", "read", rt_undef());
}

static Value p_write_text(ARGS) {
  (void)data, (void)kw;
  if (argc < 2 || !rt_is_str(argv[1])) {
    rt_raise(RT_EXC_TypeError, "data must be str, not %s", argc < 2 ? "nothing" : rt_type_name(argv[1]));
  }
  return file_op(argv[0], "w", "write", argv[1]);
}

static Value p_write_bytes(ARGS) {
  (void)data, (void)kw;
  rt_check_args("write_bytes", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  return file_op(argv[0], "wb", "write", argv[1]);
}

static Value p_touch(ARGS) {
  (void)data, (void)argc, (void)kw;
  Value empty = rt_str_from_c("");
  int mark = rt_cleanup_push_value(&empty);
  rt_decref(file_op(argv[0], "a", "write", empty));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const char *const mkdir_names[] = {"mode", "parents", "exist_ok"};

static Value p_mkdir(ARGS) {
  (void)data;
  Value a[3];
  rt_parse_args("mkdir", argc - 1, argv + 1, kw, 3, mkdir_names, 0, a);
  bool parents = !rt_is_undef(a[1]) && rt_truthy(a[1]), exist_ok = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  if (exist_ok && stat_is(argv[0], 2)) return rt_none();
  if (parents) {
    Value t = rt_bool(true);
    Kwargs k = {1, (const char *const[]){"exist_ok"}, &t};
    return call_os("makedirs", argv[0], 0, NULL, exist_ok ? &k : NULL);
  }
  return call_os("mkdir", argv[0], 0, NULL, NULL);
}

static Value p_unlink(ARGS) {
  (void)data;
  static const char *const names[] = {"missing_ok"};
  Value a[1];
  rt_parse_args("unlink", argc - 1, argv + 1, kw, 1, names, 0, a);
  if (!rt_is_undef(a[0]) && rt_truthy(a[0]) && !stat_is(argv[0], 0)) return rt_none();
  return call_os("remove", argv[0], 0, NULL, NULL);
}

static Value p_rmdir(ARGS) {
  (void)data, (void)argc, (void)kw;
  return call_os("rmdir", argv[0], 0, NULL, NULL);
}

static Value p_rename(ARGS) {
  (void)data;
  rt_check_args("rename", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  rt_decref(call_os("rename", argv[0], 1, argv + 1, NULL));
  return path_of(arg_text(argv[1]));
}

static Value p_absolute(ARGS) {
  (void)data, (void)argc, (void)kw;
  const char *t = text(argv[0]);
  if (t[0] == '/') return path_of(t);
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value p = join2(cwd, strcmp(t, ".") == 0 ? "" : t);
  free(cwd);
  return p;
}

static Value p_resolve(ARGS) {
  (void)data, (void)argc, (void)kw;
  char *real = realpath(text(argv[0]), NULL);
  if (real) {
    Value p = path_of(real);
    free(real);
    return p;
  }
  return p_absolute(data, argc, argv, kw); /* not there (yet): made absolute */
}

static Value p_cwd(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value p = path_of(cwd);
  free(cwd);
  return p;
}

static Value p_home(ARGS) {
  (void)data, (void)argc, (void)argv, (void)kw;
  const char *h = getenv("HOME");
  return path_of(h ? h : "/");
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
  if (!names) {
    Value s = rt_str_from_c(text(argv[0]));
    rt_cleanup_push_value(&s);
    rt_raise_os_error(errno, s);
  }
  Value out = rt_list_new(0);
  for (size_t k = 0; k < n; k++) {
    Value p = join2(text(argv[0]), names[k]);
    rt_list_append(out, p);
    rt_decref(p);
  }
  free_names(names, n);
  Value it = rt_iter(out);
  rt_decref(out);
  return it;
}

static Value p_glob(ARGS) {
  (void)data;
  rt_check_args("glob", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  const char *t = text(argv[0]), *pat = arg_text(argv[1]);
  char *full = rt_malloc(strlen(t) + strlen(pat) + 2);
  sprintf(full, "%s/%s", t, pat);
  glob_t g;
  memset(&g, 0, sizeof g);
  int rc = glob(strcmp(t, ".") == 0 ? pat : full, 0, NULL, &g);
  free(full);
  Value out = rt_list_new(0);
  for (size_t k = 0; rc == 0 && k < g.gl_pathc; k++) {
    Value p = path_of(g.gl_pathv[k]);
    rt_list_append(out, p);
    rt_decref(p);
  }
  globfree(&g);
  Value it = rt_iter(out);
  rt_decref(out);
  return it;
}

/* Every path under dir (dir included when it matches) whose name matches pat, depth first. */
static void rglob_into(Value out, const char *dir, const char *pat) {
  size_t n = 0;
  char **names = folder_names(dir, &n);
  if (!names) return;
  for (size_t k = 0; k < n; k++) {
    Value p = join2(dir, names[k]);
    if (fnmatch(pat, names[k], FNM_PERIOD) == 0) rt_list_append(out, p);
    struct stat st;
    if (stat(text(p), &st) == 0 && S_ISDIR(st.st_mode)) rglob_into(out, text(p), pat);
    rt_decref(p);
  }
  free_names(names, n);
}

static Value p_rglob(ARGS) {
  (void)data;
  rt_check_args("rglob", argc - 1, kw, 1, 1, RT_ARGS_CLINIC);
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  rglob_into(out, text(argv[0]), arg_text(argv[1]));
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

void rt_pathlib_module_init(Value m) {
  ModState *st = mod_state();
  Value bases = rt_tuple_new(0);
  Value path = rt_class_new("Path", bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, path), "__module__", rt_str_from_c("pathlib"));
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {
      {"__new__", p_new}, {"__str__", p_str}, {"__fspath__", p_str}, {"__repr__", p_repr},
      {"__truediv__", p_truediv}, {"__rtruediv__", p_rtruediv}, {"__eq__", p_eq},
      {"__lt__", p_lt}, {"__le__", p_le}, {"__gt__", p_gt}, {"__ge__", p_ge}, {"__hash__", p_hash},
      {"joinpath", p_joinpath}, {"is_absolute", p_is_absolute}, {"with_name", p_with_name},
      {"with_suffix", p_with_suffix}, {"with_stem", p_with_stem}, {"relative_to", p_relative_to},
      {"exists", p_exists}, {"stat", p_stat}, {"is_file", p_is_file}, {"is_dir", p_is_dir}, {"open", p_open},
      {"read_text", p_read_text}, {"read_bytes", p_read_bytes}, {"write_text", p_write_text},
      {"write_bytes", p_write_bytes}, {"touch", p_touch}, {"mkdir", p_mkdir},
      {"unlink", p_unlink}, {"rmdir", p_rmdir}, {"rename", p_rename}, {"absolute", p_absolute},
      {"resolve", p_resolve}, {"iterdir", p_iterdir}, {"glob", p_glob}, {"rglob", p_rglob},
  };
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) set_method(path, methods[k].name, methods[k].fn);
  static const struct {
    const char *name;
    NativeFn fn;
  } props[] = {
      {"name", p_name}, {"stem", p_stem}, {"suffix", p_suffix}, {"suffixes", p_suffixes},
      {"parent", p_parent}, {"parts", p_parts}, {"anchor", p_anchor},
  };
  for (size_t k = 0; k < sizeof props / sizeof props[0]; k++) set_property(path, props[k].name, props[k].fn);
  set_classmethod(path, "cwd", p_cwd);
  set_classmethod(path, "home", p_home);
  rt_class_finish(path, rt_none());
  rt_module_set(m, "Path", path);
  Value pb = rt_tuple_from(1, &path);
  st->posix_class = rt_class_new("PosixPath", pb);
  rt_decref(pb);
  rt_class_set(RT_AS(ClassObj, st->posix_class), "__module__", rt_str_from_c("pathlib"));
  rt_class_finish(st->posix_class, rt_none());
  rt_module_set(m, "PosixPath", st->posix_class);
}
