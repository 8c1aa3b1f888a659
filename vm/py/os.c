/* os.c — Python's os module for programs that handle files and folders: getcwd, listdir,
 * mkdir, makedirs, remove/unlink, rmdir, rename, getenv, environ, sep and friends, and the
 * os.path functions (POSIX rules: posixpath's join, split, splitext, normpath, ...). Failures
 * raise OSError's subclass for errno with CPython's message ("[Errno 2] No such file or
 * directory: 'x'"). os.environ is a mapping over a dict made from the environment at import:
 * its changes are seen by getenv; keys and values must be str. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "os_link.h"
#include "os_fspath.h"
#include "lib_source.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

extern char **environ;

/* A path argument of an os function: "mkdir: path should be string, bytes or os.PathLike, not
 * float". */
static const char *path_arg(const char *fname, Value v, const char *also) {
  const char *path = rt_pathlib_text(v); /* os.PathLike: pathlib's paths */
  if (path) return path;
  if (!rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "%s: path should be string, bytes%sos.PathLike%s, not %s", fname,
             also ? ", " : " or ", also ? also : "", rt_type_name(v));
  }
  return rt_str_data(v);
}

static Value s_getcwd(ARGS) {
  (void)self, (void)argv;
  rt_check_args("posix.getcwd", argc, kw, 0, 0, RT_ARGS_NONE);
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value s = rt_str_from_c(cwd);
  free(cwd);
  return s;
}

/* The names in the folder in the file system's order (readdir's, as CPython's), which no
 * program can rely on but which is the same as CPython's on the same folder. */
static Value s_listdir(ARGS) {
  (void)self;
  static const char *const names[] = {"path"};
  Value a[1];
  rt_parse_args("listdir", argc, argv, kw, 1, names, 0, a);
  Value pathv = rt_is_undef(a[0]) || rt_is_none(a[0]) ? rt_undef() : a[0];
  const char *path = rt_is_undef(pathv) ? "." : path_arg("listdir", pathv, ", integer or None");
  DIR *d = opendir(path);
  if (!d) rt_raise_os_error(errno, rt_is_undef(pathv) ? rt_str_from_c(".") : pathv);
  Value list = rt_list_new(8);
  int mark = rt_cleanup_push_value(&list);
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    Value s = rt_str_from_c(e->d_name);
    rt_list_append(list, s);
    rt_decref(s);
  }
  closedir(d);
  rt_cleanup_pop(mark, false);
  return list;
}

static int mode_arg(Value v) {
  return rt_is_undef(v) ? 0777 : (int)rt_to_index(v, NULL);
}

static Value s_mkdir(ARGS) {
  (void)self;
  static const char *const names[] = {"path", "mode", "dir_fd"};
  Value a[3];
  rt_parse_args("mkdir", argc, argv, kw, 3, names, 1, a);
  if (mkdir(path_arg("mkdir", a[0], NULL), (mode_t)mode_arg(a[1])) != 0) rt_raise_os_error(errno, a[0]);
  return rt_none();
}

/* os.makedirs after CPython's: the missing parents first (a parent that appears meanwhile is
 * fine), then the folder itself; a parent that cannot be made is the error, under its name.
 * path is modified in place while a parent is made, and restored. *fail_depth is how many
 * parents deep the error came (CPython's traceback shows one makedirs frame per level). */
static void make_dirs(char *path, int mode, bool exist_ok, Value name, int depth, int *fail_depth) {
  char *slash = strrchr(path, '/');
  while (slash && slash > path && slash[-1] == '/') slash--;
  struct stat st;
  if (slash && slash > path && slash[1] != '\0') {
    char keep = *slash;
    *slash = '\0';
    if (stat(path, &st) != 0) make_dirs(path, mode, true, rt_undef(), depth + 1, fail_depth);
    *slash = keep;
  }
  if (mkdir(path, (mode_t)mode) == 0) return;
  int err = errno;
  if (err == EEXIST && exist_ok && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return;
  if (err == EEXIST && rt_is_undef(name)) return; /* a parent made meanwhile */
  *fail_depth = depth;
  if (rt_is_undef(name)) rt_raise_os_error(err, rt_str_from_c(path));
  rt_raise_os_error(err, name);
}

typedef struct MakeDirs {
  char *path;
  int mode;
  bool exist_ok;
  Value name;
  int fail_depth;
} MakeDirs;

static void run_make_dirs(void *ud) {
  MakeDirs *m = ud;
  make_dirs(m->path, m->mode, m->exist_ok, m->name, 0, &m->fail_depth);
}

static Value s_makedirs(ARGS) {
  (void)self;
  static const char *const names[] = {"name", "mode", "exist_ok"};
  Value a[3];
  py_parse_pyargs("makedirs", argc, argv, kw, 3, names, 1, a);
  const char *path = path_arg("mkdir", a[0], NULL);
  bool exist_ok = !rt_is_undef(a[2]) && rt_truthy(a[2]);
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/') n--; /* "a/b/" is "a/b" */
  char *p = rt_malloc(n + 1);
  memcpy(p, path, n);
  p[n] = '\0';
  int mark = rt_cleanup_push(free, p);
  MakeDirs md = {p, mode_arg(a[1]), exist_ok, a[0], 0};
  if (rt_pcall(run_make_dirs, &md) != 0) { /* the frames of os.py's makedirs (frozen: no lines) */
    enum { MAX_FRAMES = 8 };
    PyLibLine frames[MAX_FRAMES];
    int k = 0;
    while (k < md.fail_depth && k < MAX_FRAMES - 1) frames[k++] = PY_LIB_OS_MAKEDIRS_PARENT;
    frames[k++] = PY_LIB_OS_MAKEDIRS;
    py_lib_frames_append(frames, k);
    rt_reraise();
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

#define PATH_CALL(cname, pyname, call)                                   \
  static Value cname(ARGS) {                                             \
    (void)self;                                                          \
    static const char *const names[] = {"path", "dir_fd"};               \
    Value a[2];                                                          \
    rt_parse_args(pyname, argc, argv, kw, 2, names, 1, a);               \
    if (call(path_arg(pyname, a[0], NULL)) != 0) rt_raise_os_error(errno, a[0]); \
    return rt_none();                                                    \
  }
PATH_CALL(s_remove, "remove", unlink)
PATH_CALL(s_unlink, "unlink", unlink)
PATH_CALL(s_rmdir, "rmdir", rmdir)

static Value s_rename(ARGS) {
  (void)self;
  static const char *const names[] = {"src", "dst", "src_dir_fd", "dst_dir_fd"};
  Value a[4];
  rt_parse_args("rename", argc, argv, kw, 4, names, 2, a);
  const char *src = path_arg("rename", a[0], NULL), *dst = path_arg("rename", a[1], NULL);
  if (rename(src, dst) != 0) rt_raise_os_error2(errno, a[0], a[1]);
  return rt_none();
}

static Value s_getpid(ARGS) {
  (void)self, (void)argv;
  rt_check_args("getpid", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int((int64_t)getpid());
}

static Value s_strerror(ARGS) {
  (void)self;
  rt_check_args("posix.strerror", argc, kw, 1, 1, RT_ARGS_ONE);
  if (rt_is_bigint(argv[0])) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
  int64_t code = rt_to_index(argv[0], NULL);
  if (code < INT_MIN || code > INT_MAX) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
  return rt_str_from_c(strerror((int)code));
}

static Value s_cpu_count(ARGS) {
  (void)self, (void)argv;
  rt_check_args("cpu_count", argc, kw, 0, 0, RT_ARGS_NONE);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? rt_int(n) : rt_none();
}

/* ---- os.environ ---- */

typedef struct Environ {
  Obj hdr;
  Value dict; /* str -> str */
} Environ;

static void environ_free(Obj *o) {
  rt_decref(((Environ *)o)->dict);
  free(o);
}

static Value env_key(Value k) {
  if (!rt_is_str(k)) rt_raise(RT_EXC_TypeError, "str expected, not %s", rt_type_name(k));
  return k;
}

static Value environ_getitem(Value self, Value key) {
  Value v = rt_dict_get(RT_AS(Environ, self)->dict, env_key(key));
  if (rt_is_undef(v)) rt_raise_key_error(key);
  rt_incref(v);
  return v;
}

static void environ_setitem(Value self, Value key, Value v) {
  env_key(key);
  env_key(v);
  rt_dict_set(RT_AS(Environ, self)->dict, key, v);
  /* the process's environment too, as CPython's putenv: expanduser's $HOME, child processes */
  if (!strchr(rt_str_data(key), '=')) setenv(rt_str_data(key), rt_str_data(v), 1);
}

static void environ_delitem(Value self, Value key) {
  if (!rt_dict_del(RT_AS(Environ, self)->dict, env_key(key))) rt_raise_key_error(key);
  unsetenv(rt_str_data(key));
}

static int environ_contains(Value self, Value key) {
  return !rt_is_undef(rt_dict_get(RT_AS(Environ, self)->dict, env_key(key)));
}

static Value environ_iter(Value self) { return rt_iter(RT_AS(Environ, self)->dict); }
static int64_t environ_len(Value self) { return rt_dict_len(RT_AS(Environ, self)->dict); }

static Value environ_repr(Value self) {
  Value r = rt_repr(RT_AS(Environ, self)->dict);
  int mark = rt_cleanup_push_value(&r);
  Value s = rt_str_printf("environ(%s)", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value environ_get(ARGS) {
  rt_check_args("get", argc, kw, 1, 2, RT_ARGS_CLINIC);
  Value v = rt_dict_get(RT_AS(Environ, self)->dict, env_key(argv[0]));
  if (rt_is_undef(v)) v = argc > 1 ? argv[1] : rt_none();
  rt_incref(v);
  return v;
}

/* get checks its key; the other methods (keys, items, values, copy, pop, setdefault, ...) are
 * the dict's. */
static Value environ_getattr(Value self, const char *name) {
  if (strcmp(name, "get") == 0) return rt_native_bind("get", environ_get, self);
  Value v;
  return rt_try_getattr(RT_AS(Environ, self)->dict, name, &v) ? v : rt_undef();
}

static const ObjType environ_type = {
    .name = "os._Environ",
    .free = environ_free,
    .repr = environ_repr,
    .getattr = environ_getattr,
    .getitem = environ_getitem,
    .setitem = environ_setitem,
    .delitem = environ_delitem,
    .contains = environ_contains,
    .iter = environ_iter,
    .len = environ_len,
};

static Value environ_new(void) {
  Environ *e = rt_calloc(1, sizeof *e);
  rt_obj_init(&e->hdr, &environ_type);
  e->dict = rt_dict_new();
  Value self = rt_obj(e);
  int mark = rt_cleanup_push_value(&self);
  for (char **p = environ; p && *p; p++) {
    const char *eq = strchr(*p, '=');
    if (!eq) continue;
    Value k = rt_str_new(*p, (size_t)(eq - *p));
    int m = rt_cleanup_push_value(&k);
    Value v = rt_str_from_c(eq + 1);
    rt_dict_set(e->dict, k, v);
    rt_decref(v);
    rt_cleanup_pop(m, true);
  }
  rt_cleanup_pop(mark, false);
  return self;
}

static Value s_getenv(ARGS) {
  (void)self;
  static const char *const names[] = {"key", "default"};
  Value a[2];
  py_parse_pyargs("getenv", argc, argv, kw, 2, names, 1, a);
  env_key(a[0]);
  Value os = rt_import("os"); /* getenv reads os.environ, as CPython's does */
  int mark = rt_cleanup_push_value(&os);
  Value env = rt_module_lookup(os, "environ");
  Value v = rt_is_type(env, &environ_type) ? rt_dict_get(RT_AS(Environ, env)->dict, a[0]) : rt_undef();
  if (rt_is_undef(v)) v = rt_is_undef(a[1]) ? rt_none() : a[1];
  rt_incref(v);
  rt_cleanup_pop(mark, true);
  return v;
}

/* os.close(fd): tempfile.mkstemp's descriptor. */
/* os.fdopen(fd, *args, **kwargs): open(fd, ...), as in CPython (it checks fd is an int). */
static Value s_fdopen(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "fdopen() missing 1 required positional argument: 'fd'");
  if (!rt_is_intlike(argv[0])) {
    rt_raise(RT_EXC_TypeError, "invalid fd type (<class '%s'>, expected integer)", rt_type_name(argv[0]));
  }
  return rt_call(rt_builtin_lookup("open"), argc, argv, kw);
}

static Value s_close(ARGS) {
  (void)self;
  static const char *const names[] = {"fd"};
  Value a[1];
  rt_parse_args("close", argc, argv, kw, 1, names, 1, a);
  if (close((int)rt_to_index(a[0], NULL)) != 0) rt_raise_os_error(errno, rt_undef());
  return rt_none();
}

void rt_os_module_init(Value m) {
  rt_module_add_fn(m, "close", s_close);
  rt_module_add_fn(m, "fdopen", s_fdopen);
  rt_module_set(m, "SEEK_SET", rt_int(SEEK_SET));
  rt_module_set(m, "SEEK_CUR", rt_int(SEEK_CUR));
  rt_module_set(m, "SEEK_END", rt_int(SEEK_END));
  rt_module_add_fn(m, "getcwd", s_getcwd);
  rt_module_add_fn(m, "listdir", s_listdir);
  rt_module_add_fn(m, "mkdir", s_mkdir);
  rt_module_add_fn(m, "makedirs", s_makedirs);
  rt_module_add_fn(m, "remove", s_remove);
  rt_module_add_fn(m, "unlink", s_unlink);
  rt_module_add_fn(m, "rmdir", s_rmdir);
  rt_module_add_fn(m, "rename", s_rename);
  rt_module_add_fn(m, "getpid", s_getpid);
  rt_module_add_fn(m, "strerror", s_strerror);
  rt_module_add_fn(m, "cpu_count", s_cpu_count);
  rt_module_add_fn(m, "getenv", s_getenv);
  rt_module_set(m, "environ", environ_new());
  rt_module_set(m, "name", rt_str_from_c("posix"));
  rt_module_set(m, "sep", rt_str_from_c("/"));
  rt_module_set(m, "altsep", rt_none());
  rt_module_set(m, "extsep", rt_str_from_c("."));
  rt_module_set(m, "pathsep", rt_str_from_c(":"));
  rt_module_set(m, "linesep", rt_str_from_c("\n"));
  rt_module_set(m, "curdir", rt_str_from_c("."));
  rt_module_set(m, "pardir", rt_str_from_c(".."));
  rt_module_set(m, "devnull", rt_str_from_c("/dev/null"));
  rt_module_set(m, "path", rt_import("os.path"));
  rt_os_walk_init(m);
  rt_os_fspath_init(m);
  rt_os_stat_init(m);
  rt_os_link_init(m);
  rt_os_sys_init(m);
  rt_os_scandir_init(m);
}
