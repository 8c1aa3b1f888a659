/* shutil.c — the shutil module's file operations: copyfile, copy, copy2, copytree, move,
 * rmtree, which and disk_usage, on POSIX calls. Errors are OSError's subclasses for errno with CPython's
 * messages, naming the path that failed. Paths are str or os.PathLike (pathlib.Path). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "lib_source.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* The path a str or os.PathLike names, as a new str. */
static Value path_of(Value v) {
  if (rt_is_str(v)) {
    rt_incref(v);
    return v;
  }
  Value fs;
  if (rt_is_obj(v) && rt_try_getattr(v, "__fspath__", &fs)) {
    int mark = rt_cleanup_push_value(&fs);
    Value s = rt_call(fs, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    if (rt_is_str(s)) return s;
    rt_decref(s);
  }
  rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
}

static bool is_dir(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

/* dst/basename(src) when dst is a folder, else dst (a new str). */
static Value into_dir(Value src, Value dst) {
  if (!is_dir(rt_str_data(dst))) {
    rt_incref(dst);
    return dst;
  }
  const char *s = rt_str_data(src);
  size_t n = strlen(s);
  while (n > 1 && s[n - 1] == '/') n--;
  const char *base = s + n;
  while (base > s && base[-1] != '/') base--;
  const char *d = rt_str_data(dst);
  size_t dn = strlen(d);
  bool slash = dn && d[dn - 1] == '/';
  return rt_str_printf("%s%s%.*s", d, slash ? "" : "/", (int)(s + n - base), base);
}

/* Where a copy was asked for, for the frames CPython's traceback shows when copyfile's open
 * fails: by the program (COPY_FILE: copyfile's frame; COPY: copy's and copyfile's; COPY2:
 * copy2's and copyfile's), or inside copytree (COPY_TREE: Weft shows none there). */
typedef enum { COPY_FILE, COPY, COPY2, COPY_TREE } CopyCaller;

static _Noreturn void copy_error(CopyCaller caller, PyLibLine at, int err, Value name) {
  if (caller == COPY_TREE) rt_raise_os_error(err, name);
  PyLibLine frames[2] = {caller == COPY ? PY_LIB_SHUTIL_COPY : PY_LIB_SHUTIL_COPY2, at};
  bool direct = caller == COPY_FILE;
  py_lib_os_error(frames + direct, 2 - direct, err, name);
}

static void copy_bytes(Value src, Value dst, CopyCaller caller) {
  int in = open(rt_str_data(src), O_RDONLY);
  if (in < 0) copy_error(caller, PY_LIB_SHUTIL_COPYFILE_SRC, errno, src);
  if (is_dir(rt_str_data(src))) {
    close(in);
    copy_error(caller, PY_LIB_SHUTIL_COPYFILE_SRC, EISDIR, src);
  }
  int out = open(rt_str_data(dst), O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (out < 0) {
    int err = errno;
    close(in);
    copy_error(caller, PY_LIB_SHUTIL_COPYFILE_DST, err, dst);
  }
  char buf[65536];
  ssize_t n;
  while ((n = read(in, buf, sizeof buf)) > 0) {
    if (write(out, buf, (size_t)n) != n) {
      int err = errno;
      close(in), close(out);
      rt_raise_os_error(err, dst);
    }
  }
  close(in), close(out);
}

static void copy_meta(Value src, Value dst, bool times) {
  struct stat st;
  if (stat(rt_str_data(src), &st) != 0) return;
  chmod(rt_str_data(dst), st.st_mode & 07777);
  if (times) {
    struct timespec ts[2] = {st.st_atim, st.st_mtim};
    utimensat(AT_FDCWD, rt_str_data(dst), ts, 0);
  }
}

static const char *const two_names[] = {"src", "dst"};

/* copyfile, copy, copy2: the copied file's path (dst, or the file made in the folder dst). */
static Value copy_impl(const char *fname, int argc, const Value *argv, const Kwargs *kw, int meta) {
  Value a[2];
  py_parse_pyargs(fname, argc, argv, kw, 2, two_names, 2, a);
  Value src = path_of(a[0]);
  int mark = rt_cleanup_push_value(&src);
  Value d = path_of(a[1]);
  rt_cleanup_push_value(&d);
  Value dst = meta ? into_dir(src, d) : (rt_incref(d), d);
  rt_cleanup_push_value(&dst);
  copy_bytes(src, dst, meta == 0 ? COPY_FILE : meta == 1 ? COPY : COPY2);
  if (meta) copy_meta(src, dst, meta == 2);
  rt_incref(dst);
  rt_cleanup_pop(mark, true);
  return dst;
}

static Value s_copyfile(ARGS) {
  (void)self;
  return copy_impl("copyfile", argc, argv, kw, 0);
}

static Value s_copy(ARGS) {
  (void)self;
  return copy_impl("copy", argc, argv, kw, 1);
}

static Value s_copy2(ARGS) {
  (void)self;
  return copy_impl("copy2", argc, argv, kw, 2);
}

static _Noreturn void path_error(int err, const char *path) {
  Value s = rt_str_from_c(path);
  rt_cleanup_push_value(&s);
  rt_raise_os_error(err, s);
}

/* Remove the tree at path (a malloc'd buffer it extends and restores); the first error raises. */
static void remove_tree(StrBuf *path) {
  struct stat st;
  if (lstat(path->data, &st) != 0) path_error(errno, path->data);
  if (!S_ISDIR(st.st_mode)) {
    if (unlink(path->data) != 0) path_error(errno, path->data);
    return;
  }
  DIR *d = opendir(path->data);
  if (!d) path_error(errno, path->data);
  size_t len = path->len;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    rt_sb_printf(path, "/%s", e->d_name);
    remove_tree(path);
    path->len = len;
    path->data[len] = '\0';
  }
  closedir(d);
  if (rmdir(path->data) != 0) path_error(errno, path->data);
}

static void remove_job(void *sb) { remove_tree(sb); }

static const char *const rmtree_names[] = {"path", "ignore_errors", "onerror"};

static Value s_rmtree(ARGS) {
  (void)self;
  Value a[3];
  py_parse_pyargs("rmtree", argc, argv, kw, 3, rmtree_names, 1, a);
  Value p = path_of(a[0]);
  int mark = rt_cleanup_push_value(&p);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, rt_str_data(p));
  bool ignore = !rt_is_undef(a[1]) && rt_truthy(a[1]);
  if (ignore) {
    if (rt_pcall(remove_job, &sb)) rt_error_clear();
  } else {
    remove_tree(&sb);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static void copy_tree(Value src, Value dst) {
  struct stat st;
  if (stat(rt_str_data(src), &st) != 0) rt_raise_os_error(errno, src);
  if (mkdir(rt_str_data(dst), st.st_mode & 07777) != 0) rt_raise_os_error(errno, dst);
  DIR *d = opendir(rt_str_data(src));
  if (!d) rt_raise_os_error(errno, src);
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    Value s = rt_str_printf("%s/%s", rt_str_data(src), e->d_name);
    int mark = rt_cleanup_push_value(&s);
    Value t = rt_str_printf("%s/%s", rt_str_data(dst), e->d_name);
    rt_cleanup_push_value(&t);
    if (is_dir(rt_str_data(s))) {
      copy_tree(s, t);
    } else {
      copy_bytes(s, t, COPY_TREE);
      copy_meta(s, t, true);
    }
    rt_cleanup_pop(mark, true);
  }
  closedir(d);
}

static Value s_copytree(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("copytree", argc, argv, kw, 2, two_names, 2, a);
  Value src = path_of(a[0]);
  int mark = rt_cleanup_push_value(&src);
  Value dst = path_of(a[1]);
  rt_cleanup_push_value(&dst);
  copy_tree(src, dst);
  rt_incref(dst);
  rt_cleanup_pop(mark, true);
  return dst;
}

static Value s_move(ARGS) {
  (void)self;
  Value a[2];
  py_parse_pyargs("move", argc, argv, kw, 2, two_names, 2, a);
  Value src = path_of(a[0]);
  int mark = rt_cleanup_push_value(&src);
  Value d = path_of(a[1]);
  rt_cleanup_push_value(&d);
  Value dst = into_dir(src, d);
  rt_cleanup_push_value(&dst);
  if (rename(rt_str_data(src), rt_str_data(dst)) != 0) {
    struct stat st;
    if (errno == ENOENT && lstat(rt_str_data(src), &st) != 0) { /* CPython's move tries copy2 next */
      PyLibLine frames[3] = {PY_LIB_SHUTIL_MOVE, PY_LIB_SHUTIL_COPY2, PY_LIB_SHUTIL_COPYFILE_SRC};
      py_lib_os_error(frames, 3, ENOENT, src);
    }
    if (errno != EXDEV) rt_raise_os_error(errno, src);
    if (is_dir(rt_str_data(src))) {
      copy_tree(src, dst);
    } else {
      copy_bytes(src, dst, COPY_TREE);
      copy_meta(src, dst, true);
    }
    StrBuf sb; /* block-scoped: its cleanup is popped before the block ends */
    rt_sb_init(&sb);
    int sm = rt_sb_cleanup_push(&sb);
    rt_sb_puts(&sb, rt_str_data(src));
    remove_tree(&sb);
    rt_cleanup_pop(sm, true); /* before the block ends: sb dies with it */
  }
  rt_incref(dst);
  rt_cleanup_pop(mark, true);
  return dst;
}

static bool executable(const char *p) { return access(p, X_OK) == 0 && !is_dir(p); }

static Value s_which(ARGS) {
  (void)self;
  static const char *const names[] = {"cmd", "mode", "path"};
  Value a[3];
  py_parse_pyargs("which", argc, argv, kw, 3, names, 1, a);
  Value cmd = path_of(a[0]);
  int mark = rt_cleanup_push_value(&cmd);
  const char *c = rt_str_data(cmd);
  Value found = rt_none();
  if (strchr(c, '/')) {
    if (executable(c)) rt_incref(cmd), found = cmd;
  } else {
    const char *path = !rt_is_undef(a[2]) && rt_is_str(a[2]) ? rt_str_data(a[2]) : getenv("PATH");
    for (const char *p = path ? path : ""; *p && rt_is_none(found);) {
      const char *end = strchr(p, ':');
      size_t n = end ? (size_t)(end - p) : strlen(p);
      Value cand = rt_str_printf("%.*s/%s", (int)n, p, c);
      if (n && executable(rt_str_data(cand))) found = cand;
      else rt_decref(cand);
      p += n + (end != NULL);
    }
  }
  rt_cleanup_pop(mark, true);
  return found;
}

/* disk_usage(path): usage(total, used, free) in bytes, from statvfs as CPython's (free is what
 * an unprivileged user may use; used counts the blocks not free at all). */
static Value s_disk_usage(ARGS) {
  (void)self;
  static const char *const names[] = {"path"};
  Value a[1];
  py_parse_pyargs("disk_usage", argc, argv, kw, 1, names, 1, a);
  Value path = path_of(a[0]);
  int mark = rt_cleanup_push_value(&path);
  struct statvfs st;
  if (statvfs(rt_str_data(path), &st) != 0) rt_raise_os_error(errno, path);
  uint64_t frsize = st.f_frsize;
  Value parts[3] = {rt_int_from_u64(st.f_blocks * frsize), rt_int_from_u64((st.f_blocks - st.f_bfree) * frsize),
                    rt_int_from_u64(st.f_bavail * frsize)};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&parts[k]);
  Value cls = rt_import_attr("shutil", "_ntuple_diskusage");
  rt_cleanup_push_value(&cls);
  Value r = rt_call(cls, 3, parts, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_shutil_module_init(Value m) {
  rt_module_add_fn(m, "copyfile", s_copyfile);
  rt_module_add_fn(m, "copy", s_copy);
  rt_module_add_fn(m, "copy2", s_copy2);
  rt_module_add_fn(m, "copytree", s_copytree);
  rt_module_add_fn(m, "move", s_move);
  rt_module_add_fn(m, "rmtree", s_rmtree);
  rt_module_add_fn(m, "which", s_which);
  rt_module_add_fn(m, "disk_usage", s_disk_usage);
  /* CPython's namedtuple for disk_usage's answer */
  Value coll = rt_import("collections");
  int mark = rt_cleanup_push_value(&coll);
  Value nt = rt_getattr(coll, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value args[2] = {rt_str_from_c("usage"), rt_str_from_c("total used free")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_module_set(m, "_ntuple_diskusage", rt_call(nt, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}
