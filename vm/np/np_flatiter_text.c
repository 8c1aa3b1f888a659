/* np_flatiter_text.c — a.flat of a string or object array: NumPy's flatiter over the items in C
 * order, on a.ravel() (a view when a is C-contiguous, a copy otherwise). It iterates itself,
 * has len(), indexes as the 1-D ravel does, and writes through: `board.flat[4] = 'X'` sets the
 * ravel's item and, for a copy, the whole ravel is written back into the array. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_flags.h"

typedef struct TextFlat {
  Obj hdr;
  Value arr, flat; /* the array and its ravel */
  int64_t i;       /* the next item's flat index */
} TextFlat;

static void textflat_free(Obj *o) {
  TextFlat *t = (TextFlat *)o;
  rt_decref(t->arr);
  rt_decref(t->flat);
  free(o);
}

static Value textflat_iter(Value self) {
  rt_incref(self);
  return self;
}

static int64_t textflat_len(Value self) { return rt_len(RT_AS(TextFlat, self)->flat); }

static bool textflat_next(Value self, Value *out) {
  TextFlat *t = RT_AS(TextFlat, self);
  if (t->i >= rt_len(t->flat)) return false;
  *out = rt_getitem(t->flat, rt_int(t->i++));
  return true;
}

static Value textflat_getitem(Value self, Value key) {
  return rt_getitem(RT_AS(TextFlat, self)->flat, key);
}

/* Calls obj.name(arg) (new reference). */
static Value call1(Value obj, const char *name, Value arg) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, &arg, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void textflat_setitem(Value self, Value key, Value v) {
  TextFlat *t = RT_AS(TextFlat, self);
  rt_setitem(t->flat, key, v);
  Value shape = rt_getattr(t->arr, "shape"), back = rt_undef();
  int mark = rt_cleanup_push_value(&shape);
  rt_cleanup_push_value(&back);
  back = call1(t->flat, "reshape", shape); /* a no-op write when the ravel is a view */
  rt_setitem(t->arr, rt_ellipsis(), back);
  rt_cleanup_pop(mark, true);
}

static Value textflat_getattr(Value self, const char *name) {
  TextFlat *t = RT_AS(TextFlat, self);
  if (!strcmp(name, "base")) {
    rt_incref(t->arr);
    return t->arr;
  }
  if (!strcmp(name, "index")) return rt_int(t->i);
  return rt_undef();
}

static const ObjType textflat_type = {
    .name = "numpy.flatiter",
    .free = textflat_free,
    .getattr = textflat_getattr,
    .getitem = textflat_getitem,
    .setitem = textflat_setitem,
    .iter = textflat_iter,
    .next = textflat_next,
    .len = textflat_len,
};

Value np_text_flatiter_new(Value arr) {
  Value fn = rt_getattr(arr, "ravel"), flat = rt_undef();
  int mark = rt_cleanup_push_value(&fn);
  rt_cleanup_push_value(&flat);
  flat = rt_call(fn, 0, NULL, NULL);
  TextFlat *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &textflat_type);
  rt_incref(arr);
  t->arr = arr;
  t->flat = flat; /* handed to t */
  flat = rt_undef();
  t->i = 0;
  rt_cleanup_pop(mark, true);
  return rt_obj(t);
}
