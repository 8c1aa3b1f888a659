/* os_scandir.c — os.scandir(path='.'): an iterator (also a context manager) over the folder's
 * entries as DirEntry objects (name, path, is_file, is_dir, is_symlink, stat, inode), in the
 * file system's order as os.listdir gives them. The names are read when scandir is called;
 * what an entry says about its file is asked of the file system when the method is called. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "os_link.h"
#include "py.h"

/* ---- DirEntry ---- */

typedef struct DirEntry {
  Obj hdr;
  Value name, path; /* str */
} DirEntry;

static void entry_free(Obj *o) {
  DirEntry *e = (DirEntry *)o;
  rt_decref(e->name);
  rt_decref(e->path);
  free(o);
}

static Value entry_repr(Value self) {
  Value r = rt_repr(RT_AS(DirEntry, self)->name);
  int mark = rt_cleanup_push_value(&r);
  Value out = rt_str_printf("<DirEntry %s>", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return out;
}

/* follow_symlinks=True, the one keyword-only argument of is_file, is_dir and stat. */
static bool follow_arg(const char *fname, int argc, const Kwargs *kw) {
  static const char *const names[] = {"follow_symlinks"};
  Value a[1];
  if (argc > 0) rt_raise(RT_EXC_TypeError, "%s() takes no positional arguments", fname);
  rt_parse_args(fname, 0, NULL, kw, 1, names, 0, a);
  return rt_is_undef(a[0]) || rt_truthy(a[0]);
}

/* stat or lstat of the entry's path: false when it fails (is_file and is_dir answer False). */
static bool entry_stat(Value self, bool follow, struct stat *st) {
  const char *p = rt_str_data(RT_AS(DirEntry, self)->path);
  return (follow ? stat(p, st) : lstat(p, st)) == 0;
}

static Value e_is_file(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  struct stat st;
  return rt_bool(entry_stat(self, follow_arg("is_file", argc, kw), &st) && S_ISREG(st.st_mode));
}

static Value e_is_dir(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  struct stat st;
  return rt_bool(entry_stat(self, follow_arg("is_dir", argc, kw), &st) && S_ISDIR(st.st_mode));
}

static Value e_is_symlink(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("DirEntry.is_symlink", argc, kw, 0, 0, RT_ARGS_NONE);
  struct stat st;
  return rt_bool(entry_stat(self, false, &st) && S_ISLNK(st.st_mode));
}

static Value e_stat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  bool follow = follow_arg("stat", argc, kw);
  Value os = rt_import("os");
  int mark = rt_cleanup_push_value(&os);
  Value fn = rt_getattr(os, follow ? "stat" : "lstat");
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, &RT_AS(DirEntry, self)->path, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value e_inode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("DirEntry.inode", argc, kw, 0, 0, RT_ARGS_NONE);
  struct stat st;
  if (!entry_stat(self, false, &st)) rt_raise_os_error(errno, RT_AS(DirEntry, self)->path);
  return rt_int_from_u64((uint64_t)st.st_ino);
}

static Value e_fspath(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("DirEntry.__fspath__", argc, kw, 0, 0, RT_ARGS_NONE);
  return (rt_incref(RT_AS(DirEntry, self)->path), RT_AS(DirEntry, self)->path);
}

static Value entry_getattr(Value self, const char *name) {
  DirEntry *e = RT_AS(DirEntry, self);
  if (strcmp(name, "name") == 0) return (rt_incref(e->name), e->name);
  if (strcmp(name, "path") == 0) return (rt_incref(e->path), e->path);
  static const struct {
    const char *name;
    RtMethodFn fn;
  } methods[] = {{"is_file", e_is_file}, {"is_dir", e_is_dir}, {"is_symlink", e_is_symlink},
                 {"stat", e_stat},       {"inode", e_inode},   {"__fspath__", e_fspath}};
  for (size_t k = 0; k < sizeof methods / sizeof *methods; k++) {
    if (strcmp(name, methods[k].name) == 0) return rt_native_bind(methods[k].name, methods[k].fn, self);
  }
  return rt_undef();
}

static const char *entry_type_name(Value self) { (void)self; return "posix.DirEntry"; }

static const ObjType entry_type = {
    .name = "DirEntry",
    .type_name = entry_type_name,
    .free = entry_free,
    .repr = entry_repr,
    .getattr = entry_getattr,
};

/* ---- the iterator ---- */

typedef struct Scandir {
  Obj hdr;
  Value entries; /* list of DirEntry */
  int64_t next;
} Scandir;

static void scandir_free(Obj *o) {
  rt_decref(((Scandir *)o)->entries);
  free(o);
}

static Value scandir_iter(Value self) { return (rt_incref(self), self); }

static bool scandir_next(Value self, Value *out) {
  Scandir *s = RT_AS(Scandir, self);
  List *l = RT_AS(List, s->entries);
  if (s->next >= l->n) return false;
  *out = l->items[s->next++];
  rt_incref(*out);
  return true;
}

/* close() and __exit__: the iterator ends. */
static Value sc_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  Scandir *s = RT_AS(Scandir, self);
  s->next = RT_AS(List, s->entries)->n;
  return rt_none();
}

static Value sc_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  return (rt_incref(self), self);
}

static Value scandir_getattr(Value self, const char *name) {
  if (strcmp(name, "close") == 0) return rt_native_bind("close", sc_close, self);
  if (strcmp(name, "__exit__") == 0) return rt_native_bind("__exit__", sc_close, self);
  if (strcmp(name, "__enter__") == 0) return rt_native_bind("__enter__", sc_enter, self);
  return rt_undef();
}

static Value scandir_repr(Value self) { return rt_str_printf("<posix.ScandirIterator object at %p>", (void *)self.as.o); }
static const char *scandir_type_name(Value self) { (void)self; return "posix.ScandirIterator"; }

static const ObjType scandir_type = {
    .name = "ScandirIterator",
    .type_name = scandir_type_name,
    .free = scandir_free,
    .repr = scandir_repr,
    .iter = scandir_iter,
    .next = scandir_next,
    .getattr = scandir_getattr,
};

static Value new_entry(const char *dir, const char *name) {
  DirEntry *e = rt_malloc(sizeof *e);
  rt_obj_init(&e->hdr, &entry_type);
  e->name = rt_str_from_c(name);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, dir);
  if (sb.len && sb.data[sb.len - 1] != '/') rt_sb_putc(&sb, '/');
  rt_sb_puts(&sb, name);
  e->path = rt_sb_to_str(&sb);
  return rt_obj(e);
}

static void close_dir(void *d) { closedir(d); }

static Value s_scandir(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"path"};
  Value a[1];
  rt_parse_args("scandir", argc, argv, kw, 1, names, 0, a);
  const char *dir = ".", *shown = "";
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) {
    dir = rt_pathlib_text(a[0]);
    if (!dir && !rt_is_str(a[0])) {
      rt_raise(RT_EXC_TypeError, "scandir: path should be string, bytes, os.PathLike, integer or None, not %s",
               rt_type_name(a[0]));
    }
    if (!dir) dir = rt_str_data(a[0]);
    shown = dir;
  }
  DIR *d = opendir(dir);
  if (!d) rt_raise_os_error(errno, rt_is_undef(a[0]) || rt_is_none(a[0]) ? rt_undef() : a[0]);
  int mark = rt_cleanup_push(close_dir, d);
  Value list = rt_list_new(0);
  rt_cleanup_push_value(&list);
  for (struct dirent *ent; (ent = readdir(d));) {
    if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0) continue;
    Value e = new_entry(shown[0] ? shown : ".", ent->d_name);
    rt_list_append(list, e);
    rt_decref(e);
  }
  Scandir *s = rt_malloc(sizeof *s);
  rt_obj_init(&s->hdr, &scandir_type);
  s->entries = list;
  s->next = 0;
  rt_cleanup_pop(mark + 1, false); /* the iterator owns the list */
  rt_cleanup_pop(mark, true);
  return rt_obj(s);
}

void rt_os_scandir_init(Value m) { rt_module_add_fn(m, "scandir", s_scandir); }
