/* os_walk.c — os.chdir and os.walk. os.walk(top, topdown=True) is lazy, as
 * CPython's: each step yields (dirpath, dirnames, filenames) and only then looks at the
 * dirnames list the caller got, so `dirs[:] = [...]` prunes the walk; names come in the file
 * system's order, as os.listdir gives them. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static Value s_chdir(ARGS) {
  (void)self;
  rt_check_args("chdir", argc, kw, 1, 1, RT_ARGS_CLINIC);
  const char *path = rt_pathlib_text(argv[0]);
  if (!path && !rt_is_str(argv[0])) {
    rt_raise(RT_EXC_TypeError, "chdir: path should be string, bytes, os.PathLike or integer, not %s",
             rt_type_name(argv[0]));
  }
  if (chdir(path ? path : rt_str_data(argv[0])) != 0) rt_raise_os_error(errno, argv[0]);
  return rt_none();
}

/* ---- os.walk ---- */

typedef struct Walk {
  Obj hdr;
  Value stack; /* list of folders still to visit (the next one last) */
  Value last_path, last_dirs; /* the step just yielded: its dirnames become stack entries */
} Walk;

static void walk_free(Obj *o) {
  Walk *w = (Walk *)o;
  rt_decref(w->stack);
  rt_decref(w->last_path);
  rt_decref(w->last_dirs);
  free(w);
}

static void walk_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Walk *w = (Walk *)o;
  visit(w->stack, arg);
  visit(w->last_path, arg);
  visit(w->last_dirs, arg);
}

static void walk_clear(Obj *o) {
  Walk *w = (Walk *)o;
  Value s = w->stack, p = w->last_path, d = w->last_dirs;
  w->stack = rt_list_new(0);
  w->last_path = w->last_dirs = rt_none();
  rt_decref(s);
  rt_decref(p);
  rt_decref(d);
}

static Value join(Value dir, const char *name) {
  const char *d = rt_str_data(dir);
  size_t n = strlen(d);
  return rt_str_printf("%s%s%s", d, n && d[n - 1] == '/' ? "" : "/", name);
}

/* The folder's names in the file system's order (os.listdir's), split into folders and the
 * rest (false: it cannot be read). */
static bool list_folder(Value path, Value dirs, Value files) {
  DIR *d = opendir(rt_str_data(path));
  if (!d) return false;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 16;
      char **more = realloc(names, cap * sizeof *names);
      if (!more) break;
      names = more;
    }
    names[n] = strdup(e->d_name);
    if (names[n]) n++;
  }
  closedir(d);
  for (size_t k = 0; k < n; k++) {
    Value full = join(path, names[k]), s = rt_str_from_c(names[k]);
    struct stat st;
    bool is_dir = stat(rt_str_data(full), &st) == 0 && S_ISDIR(st.st_mode);
    rt_list_append(is_dir ? dirs : files, s);
    rt_decref(s);
    rt_decref(full);
    free(names[k]);
  }
  free(names);
  return true;
}

static bool walk_next(Value self, Value *out) {
  Walk *w = RT_AS(Walk, self);
  if (rt_is_list(w->last_dirs)) { /* the previous step's folders, first one on top */
    List *l = RT_AS(List, w->last_dirs);
    for (int64_t k = l->n - 1; k >= 0; k--) {
      if (!rt_is_str(l->items[k])) continue;
      Value sub = join(w->last_path, rt_str_data(l->items[k]));
      rt_list_append(w->stack, sub);
      rt_decref(sub);
    }
  }
  List *stack = RT_AS(List, w->stack);
  while (stack->n > 0) {
    Value path = stack->items[--stack->n]; /* the list's reference moves to path */
    int mark = rt_cleanup_push_value(&path);
    Value dirs = rt_list_new(0), files = rt_list_new(0);
    rt_cleanup_push_value(&dirs);
    rt_cleanup_push_value(&files);
    if (!list_folder(path, dirs, files)) { /* os.walk skips what it cannot read */
      rt_cleanup_pop(mark, true);
      continue;
    }
    Value items[3] = {path, dirs, files};
    *out = rt_tuple_from(3, items);
    rt_decref(w->last_path);
    rt_decref(w->last_dirs);
    w->last_path = path;
    w->last_dirs = dirs;
    rt_cleanup_pop(mark, false);
    rt_decref(files);
    return true;
  }
  rt_decref(w->last_dirs);
  w->last_dirs = rt_none();
  return false;
}

static Value walk_iter(Value self) {
  rt_incref(self);
  return self;
}

static const ObjType walk_type = {
    .name = "generator",
    .free = walk_free,
    .iter = walk_iter,
    .next = walk_next,
    .traverse = walk_traverse,
    .clear = walk_clear,
};

/* os.walk(top, topdown=False): every folder's step after the steps of the folders in it (in
 * its dirnames' order; symlinked folders are listed, not entered, as CPython's), appended to
 * out. Eager: a bottom-up walk looks at no dirnames list the caller could change. */
static void walk_bottom_up(Value path, Value out) {
  rt_check_interrupt();
  Value dirs = rt_list_new(0), files = rt_list_new(0);
  int mark = rt_cleanup_push_value(&dirs);
  rt_cleanup_push_value(&files);
  if (list_folder(path, dirs, files)) {
    List *l = RT_AS(List, dirs);
    for (int64_t k = 0; k < l->n; k++) {
      Value sub = join(path, rt_str_data(l->items[k]));
      int sm = rt_cleanup_push_value(&sub);
      struct stat st;
      if (lstat(rt_str_data(sub), &st) == 0 && !S_ISLNK(st.st_mode)) walk_bottom_up(sub, out);
      rt_cleanup_pop(sm, true);
    }
    Value items[3] = {path, dirs, files};
    Value step = rt_tuple_from(3, items);
    rt_list_append(out, step);
    rt_decref(step);
  }
  rt_cleanup_pop(mark, true);
}

static Value s_walk(ARGS) {
  (void)self;
  static const char *const names[] = {"top", "topdown", "onerror", "followlinks"};
  Value a[4];
  rt_parse_args("walk", argc, argv, kw, 4, names, 1, a);
  const char *ptext = rt_pathlib_text(a[0]); /* os.fspath(top): the walk yields strs */
  if (!ptext && !rt_is_str(a[0])) {
    rt_raise(RT_EXC_TypeError, "scandir: path should be string, bytes, os.PathLike, integer or None, not %s",
             rt_type_name(a[0]));
  }
  if (!rt_is_undef(a[1]) && !rt_truthy(a[1])) {
    Value top = ptext ? rt_str_from_c(ptext) : (rt_incref(a[0]), a[0]);
    int mark = rt_cleanup_push_value(&top);
    Value steps = rt_list_new(0);
    rt_cleanup_push_value(&steps);
    walk_bottom_up(top, steps);
    Value it = rt_iter(steps);
    rt_cleanup_pop(mark, true);
    return it;
  }
  Walk *w = rt_calloc(1, sizeof *w);
  rt_obj_init(&w->hdr, &walk_type);
  w->stack = rt_list_new(0);
  Value top = ptext ? rt_str_from_c(ptext) : (rt_incref(a[0]), a[0]);
  rt_list_append(w->stack, top);
  rt_decref(top);
  w->last_path = rt_none();
  w->last_dirs = rt_none();
  rt_gc_track(&w->hdr);
  return rt_obj(w);
}

void rt_os_walk_init(Value os_module) {
  rt_module_add_fn(os_module, "chdir", s_chdir);
  rt_module_add_fn(os_module, "walk", s_walk);
}
