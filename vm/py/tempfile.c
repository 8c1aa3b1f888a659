/* tempfile.c — Python's tempfile module: gettempdir, gettempprefix, mkdtemp, mkstemp,
 * TemporaryDirectory (a context manager whose cleanup removes the tree), NamedTemporaryFile (a
 * file from open() wrapped so that closing it, or leaving its `with`, deletes it unless
 * delete=False) and TemporaryFile (a file whose name is unlinked at once). Names are CPython's
 * shape: dir/prefix + 8 random characters of [a-z0-9_] + suffix, created exclusively (a name
 * taken is drawn again). */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define TRIES 100

/* CPython's search: $TMPDIR, $TEMP, $TMP, then /tmp, /var/tmp, /usr/tmp, the working folder. */
static Value temp_dir(void) {
  static const char *const envs[] = {"TMPDIR", "TEMP", "TMP"};
  static const char *const dirs[] = {"/tmp", "/var/tmp", "/usr/tmp"};
  for (size_t k = 0; k < sizeof envs / sizeof *envs; k++) {
    const char *d = getenv(envs[k]);
    if (d && *d && access(d, W_OK | X_OK) == 0) return rt_str_from_c(d);
  }
  for (size_t k = 0; k < sizeof dirs / sizeof *dirs; k++) {
    if (access(dirs[k], W_OK | X_OK) == 0) return rt_str_from_c(dirs[k]);
  }
  char *cwd = getcwd(NULL, 0);
  if (!cwd) rt_raise_os_error(errno, rt_undef());
  Value s = rt_str_from_c(cwd);
  free(cwd);
  return s;
}

static Value s_gettempdir(ARGS) {
  (void)self, (void)argv;
  py_parse_pyargs("gettempdir", argc, argv, kw, 0, NULL, 0, NULL);
  return temp_dir();
}

static Value s_gettempprefix(ARGS) {
  (void)self, (void)argv;
  py_parse_pyargs("gettempprefix", argc, argv, kw, 0, NULL, 0, NULL);
  return rt_str_from_c("tmp");
}

/* One piece of a name: a str, or None/absent for the default; CPython's + otherwise. */
static const char *piece(Value v, const char *dflt, bool left) {
  if (rt_is_undef(v) || rt_is_none(v)) return dflt;
  if (rt_is_str(v)) return rt_str_data(v);
  if (left) rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for +: '%s' and 'str'", rt_type_name(v));
  rt_raise(RT_EXC_TypeError, "can only concatenate str (not \"%s\") to str", rt_type_name(v));
}

/* dir/prefix + 8 random characters + suffix (a new str); `base` the folder (a str). */
static Value random_path(Value base, const char *prefix, const char *suffix) {
  static const char chars[] = "abcdefghijklmnopqrstuvwxyz0123456789_";
  unsigned char r[8];
  if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r) {
    for (size_t k = 0; k < sizeof r; k++) r[k] = (unsigned char)rand();
  }
  char name[9];
  for (size_t k = 0; k < 8; k++) name[k] = chars[r[k] % (sizeof chars - 1)];
  name[8] = '\0';
  const char *d = rt_str_data(base);
  size_t n = strlen(d);
  return rt_str_printf("%s%s%s%s%s", d, n && d[n - 1] != '/' ? "/" : "", prefix, name, suffix);
}

/* The folder argument: a str, or the default. */
static Value dir_of(Value dir) {
  if (rt_is_undef(dir) || rt_is_none(dir)) return temp_dir();
  if (!rt_is_str(dir)) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(dir));
  rt_incref(dir);
  return dir;
}

/* Create a fresh name with make (mkdir or an exclusive open): the path (a new str); *fd the
 * open descriptor for files. */
static Value create(Value suffix, Value prefix, Value dir, bool folder, int *fd) {
  const char *suf = piece(suffix, "", false), *pre = piece(prefix, "tmp", true);
  Value base = dir_of(dir);
  int mark = rt_cleanup_push_value(&base);
  for (int k = 0; k < TRIES; k++) {
    Value path = random_path(base, pre, suf);
    int m2 = rt_cleanup_push_value(&path);
    int rc = folder ? mkdir(rt_str_data(path), 0700) : (*fd = open(rt_str_data(path), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
    if (rc >= 0) {
      rt_cleanup_pop(m2, false);
      rt_cleanup_pop(mark, true);
      return path;
    }
    if (errno != EEXIST) rt_raise_os_error(errno, path);
    rt_cleanup_pop(m2, true);
  }
  rt_raise_os_error(EEXIST, rt_undef());
}

static Value s_mkdtemp(ARGS) {
  (void)self;
  static const char *const names[] = {"suffix", "prefix", "dir"};
  Value a[3];
  py_parse_pyargs("mkdtemp", argc, argv, kw, 3, names, 0, a);
  return create(a[0], a[1], a[2], true, NULL);
}

static Value s_mkstemp(ARGS) {
  (void)self;
  static const char *const names[] = {"suffix", "prefix", "dir", "text"};
  Value a[4];
  py_parse_pyargs("mkstemp", argc, argv, kw, 4, names, 0, a);
  int fd = -1;
  Value path = create(a[0], a[1], a[2], false, &fd);
  Value items[2] = {rt_int(fd), path};
  Value t = rt_tuple_from(2, items);
  rt_decref(path);
  return t;
}

/* ---- removing a tree ---- */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  return remove(path) == 0 || errno == ENOENT ? 0 : -1;
}

/* rmtree(path): false (errno set) when something could not be removed. */
static bool remove_tree(const char *path) {
  struct stat st;
  if (lstat(path, &st) != 0) return false;
  return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0;
}

/* ---- TemporaryDirectory ---- */

typedef struct TempDir {
  Obj hdr;
  Value name;   /* the path (a str) */
  bool removed; /* cleanup() ran (a second one does nothing, as CPython's finalizer) */
} TempDir;

static const ObjType tempdir_type;

static void tempdir_free(Obj *o) {
  TempDir *t = (TempDir *)o;
  if (!t->removed) remove_tree(rt_str_data(t->name)); /* CPython's finalizer cleans up too */
  rt_decref(t->name);
  free(t);
}

static Value td_cleanup(ARGS) {
  (void)argv;
  py_parse_pyargs("cleanup", argc, argv, kw, 0, NULL, 0, NULL);
  TempDir *t = RT_AS(TempDir, self);
  if (!t->removed) {
    t->removed = true;
    if (!remove_tree(rt_str_data(t->name)) && errno != ENOENT) rt_raise_os_error(errno, t->name);
  }
  return rt_none();
}

static Value td_enter(ARGS) {
  (void)argv;
  py_parse_pyargs("__enter__", argc, argv, kw, 0, NULL, 0, NULL);
  Value n = RT_AS(TempDir, self)->name;
  rt_incref(n);
  return n;
}

static Value td_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  return td_cleanup(self, 0, NULL, NULL);
}

static Value tempdir_getattr(Value self, const char *name) {
  if (!strcmp(name, "name")) return td_enter(self, 0, NULL, NULL);
  if (!strcmp(name, "cleanup")) return rt_native_bind("cleanup", td_cleanup, self);
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", td_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", td_exit, self);
  return rt_undef();
}

static Value tempdir_repr(Value self) {
  Value r = rt_repr(RT_AS(TempDir, self)->name);
  int mark = rt_cleanup_push_value(&r);
  Value s = rt_str_printf("<TemporaryDirectory %s>", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return s;
}

static const ObjType tempdir_type = {
    .name = "TemporaryDirectory", .free = tempdir_free, .repr = tempdir_repr, .getattr = tempdir_getattr};

static Value c_tempdir(ARGS) {
  (void)self;
  static const char *const names[] = {"suffix", "prefix", "dir", "ignore_cleanup_errors"};
  Value a[4];
  py_parse_pyargs("TemporaryDirectory", argc, argv, kw, 4, names, 0, a);
  Value path = create(a[0], a[1], a[2], true, NULL);
  TempDir *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &tempdir_type);
  t->name = path;
  t->removed = false;
  return rt_obj(t);
}

static bool is_tempdir(Value v) { return rt_is_type(v, &tempdir_type); }

/* ---- NamedTemporaryFile: a file object and its deletion ---- */

typedef struct TempFile {
  Obj hdr;
  Value file;  /* what open() gave */
  Value name;  /* the path (a str) */
  bool delete_; /* unlink when closed */
  bool gone;    /* unlinked already */
} TempFile;

static const ObjType tempfile_type;

static void unlink_once(TempFile *t) {
  if (t->delete_ && !t->gone) {
    t->gone = true;
    unlink(rt_str_data(t->name));
  }
}

static void tempfile_free(Obj *o) {
  TempFile *t = (TempFile *)o;
  rt_decref(t->file); /* closes it */
  unlink_once(t);
  rt_decref(t->name);
  free(t);
}

static Value call_file(Value self, const char *name) {
  Value m = rt_getattr(RT_AS(TempFile, self)->file, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value tf_close(ARGS) {
  (void)argv;
  rt_check_nargs("close", argc, kw, 0, 0);
  Value r = call_file(self, "close");
  unlink_once(RT_AS(TempFile, self));
  return r;
}

static Value tf_enter(ARGS) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  rt_decref(call_file(self, "__enter__"));
  rt_incref(self);
  return self;
}

static Value tf_exit(ARGS) {
  (void)argv, (void)argc, (void)kw;
  rt_decref(tf_close(self, 0, NULL, NULL));
  return rt_bool(false);
}

/* The wrapper's own attributes; the rest are the file's. */
static Value tempfile_getattr(Value self, const char *name) {
  TempFile *t = RT_AS(TempFile, self);
  if (!strcmp(name, "name")) return (rt_incref(t->name), t->name);
  if (!strcmp(name, "file")) return (rt_incref(t->file), t->file);
  if (!strcmp(name, "delete")) return rt_bool(t->delete_);
  if (!strcmp(name, "close")) return rt_native_bind("close", tf_close, self);
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", tf_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", tf_exit, self);
  Value v;
  return rt_try_getattr(t->file, name, &v) ? v : rt_undef();
}

static Value tempfile_iter(Value self) { return rt_iter(RT_AS(TempFile, self)->file); }

static const ObjType tempfile_type = {
    .name = "tempfile._TemporaryFileWrapper", .free = tempfile_free, .getattr = tempfile_getattr, .iter = tempfile_iter};

static const char *const file_names[] = {"mode", "buffering", "encoding", "newline", "suffix",
                                         "prefix", "dir", "delete", "errors"};

static void unlink_path(void *path) { unlink(path); }

/* A fresh file opened by open() with the mode and text options of a[] (file_names' order);
 * *path its name (a new str). If open() refuses the mode, the file goes again. */
static Value open_temp(const Value *a, Value *path) {
  int fd = -1;
  Value p = create(a[4], a[5], a[6], false, &fd);
  close(fd);
  int mark = rt_cleanup_push_value(&p);
  rt_cleanup_push(unlink_path, (void *)rt_str_data(p)); /* runs before p is released */
  Value mode = rt_is_undef(a[0]) ? rt_str_from_c("w+b") : (rt_incref(a[0]), a[0]);
  rt_cleanup_push_value(&mode);
  const char *kn[2];
  Value kv[2];
  int nk = 0;
  if (!rt_is_undef(a[2])) kn[nk] = "encoding", kv[nk++] = a[2];
  if (!rt_is_undef(a[3])) kn[nk] = "newline", kv[nk++] = a[3];
  Kwargs kw = {nk, kn, kv};
  Value args[2] = {p, mode};
  Value f = rt_call(rt_builtin_lookup("open"), 2, args, &kw);
  rt_cleanup_pop(mark, false);
  rt_decref(mode);
  *path = p;
  return f;
}

static Value c_named(ARGS) {
  (void)self;
  Value a[9];
  py_parse_pyargs("NamedTemporaryFile", argc, argv, kw, 9, file_names, 0, a);
  Value path;
  Value f = open_temp(a, &path);
  TempFile *t = malloc(sizeof *t);
  if (!t) {
    unlink(rt_str_data(path));
    rt_decref(f);
    rt_decref(path);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  rt_obj_init(&t->hdr, &tempfile_type);
  t->file = f;
  t->name = path;
  t->delete_ = rt_is_undef(a[7]) || rt_truthy(a[7]);
  t->gone = false;
  return rt_obj(t);
}

/* TemporaryFile: the file itself, its name unlinked at once (POSIX). */
static Value s_temporary_file(ARGS) {
  (void)self;
  Value a[9];
  static const char *const names[] = {"mode", "buffering", "encoding", "newline", "suffix", "prefix", "dir", "errors"};
  Value b[8];
  py_parse_pyargs("TemporaryFile", argc, argv, kw, 8, names, 0, b);
  for (int k = 0; k < 7; k++) a[k] = b[k];
  a[7] = rt_undef();
  a[8] = b[7];
  Value path;
  Value f = open_temp(a, &path);
  unlink(rt_str_data(path));
  rt_decref(path);
  return f;
}

void rt_tempfile_module_init(Value m) {
  rt_module_add_fn(m, "gettempdir", s_gettempdir);
  rt_module_add_fn(m, "gettempprefix", s_gettempprefix);
  rt_module_add_fn(m, "mkdtemp", s_mkdtemp);
  rt_module_add_fn(m, "mkstemp", s_mkstemp);
  rt_module_add_fn(m, "TemporaryFile", s_temporary_file);
  rt_module_set(m, "TemporaryDirectory",
                rt_native_class("TemporaryDirectory", c_tempdir, is_tempdir, "<class 'tempfile.TemporaryDirectory'>"));
  rt_module_set(m, "NamedTemporaryFile", rt_native_new("NamedTemporaryFile", c_named));
  rt_module_set(m, "template", rt_str_from_c("tmp"));
  rt_module_set(m, "tempdir", rt_none());
}
