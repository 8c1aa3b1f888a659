/* np_flags.c — a.flags: NumPy's flagsobj over an array (C/F contiguity, OWNDATA, WRITEABLE,
 * ALIGNED, WRITEBACKIFCOPY) read as attributes or keys, its repr, and setting writeable. String
 * and object arrays have flags too: their layout in items, always writeable. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_flags.h"
#include "np_objarray.h"
#include "np_strarray.h"

static bool is_f_contiguous(const Array *a) {
  if (a->size == 0) return true;
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != s) return false;
    s *= a->shape[i];
  }
  return true;
}

typedef struct Flags {
  Obj hdr;
  Value arr;
} Flags;

/* X(attribute, key, short key) */
#define NP_FLAGS(X)                                                                         \
  X(c_contiguous, "C_CONTIGUOUS", "C") X(f_contiguous, "F_CONTIGUOUS", "F")                 \
  X(owndata, "OWNDATA", "O") X(writeable, "WRITEABLE", "W") X(aligned, "ALIGNED", "A")      \
  X(writebackifcopy, "WRITEBACKIFCOPY", "X")

static bool flag_value(const Array *a, const char *key) {
  if (!strcmp(key, "C_CONTIGUOUS")) return rt_array_is_c_contiguous(a);
  if (!strcmp(key, "F_CONTIGUOUS")) return is_f_contiguous(a);
  if (!strcmp(key, "OWNDATA")) return a->base == NULL;
  if (!strcmp(key, "WRITEABLE")) return a->writeable;
  return !strcmp(key, "ALIGNED");
}

/* The flags' array as an Array: a string or object array's layout is described by an
 * int64 one over its items (tmp), owning its data unless it is a view. */
static const Array *layout(Value arr, Array *tmp) {
  if (rt_is_array(arr)) return RT_AS(Array, arr);
  memset(tmp, 0, sizeof *tmp);
  const int64_t *shape, *strides;
  Obj *owner;
  if (np_is_objarr(arr)) {
    const NpObjArr *o = RT_AS(NpObjArr, arr);
    tmp->ndim = o->ndim, tmp->size = o->size, shape = o->shape, strides = o->strides;
    owner = o->owner;
  } else {
    NpStrArr *a = RT_AS(NpStrArr, arr);
    np_strarr_sync(a);
    tmp->ndim = a->ndim, tmp->size = a->size, shape = a->shape, strides = a->strides;
    owner = a->owner;
  }
  tmp->dtype = DT_INT64;
  for (int d = 0; d < tmp->ndim; d++) {
    tmp->shape[d] = shape[d];
    tmp->strides[d] = strides[d] * 8;
  }
  tmp->base = owner;
  tmp->writeable = true;
  return tmp;
}

static void flags_free(Obj *o) {
  rt_decref(((Flags *)o)->arr);
  free(o);
}

static Value flags_repr(Value self) {
  Array tmp;
  const Array *a = layout(RT_AS(Flags, self)->arr, &tmp);
  StrBuf sb;
  rt_sb_init(&sb);
#define X(attr, key, abbr) \
  rt_sb_printf(&sb, "  %s : %s\n", key, flag_value(a, key) ? "True" : "False");
  NP_FLAGS(X)
#undef X
  return rt_sb_to_str(&sb);
}

static Value flags_getattr(Value self, const char *name) {
  Array tmp;
  const Array *a = layout(RT_AS(Flags, self)->arr, &tmp);
#define X(attr, key, abbr) if (!strcmp(name, #attr)) return rt_bool(flag_value(a, key));
  NP_FLAGS(X)
#undef X
  if (!strcmp(name, "contiguous")) return rt_bool(rt_array_is_c_contiguous(a));
  return rt_undef();
}

static Value flags_getitem(Value self, Value key) {
  const char *k = rt_is_str(key) ? rt_str_data(key) : "";
  Array tmp;
  const Array *a = layout(RT_AS(Flags, self)->arr, &tmp);
#define X(attr, full, abbr) \
  if (!strcmp(k, full) || !strcmp(k, abbr)) return rt_bool(flag_value(a, full));
  NP_FLAGS(X)
#undef X
  if (!strcmp(k, "CONTIGUOUS")) return rt_bool(rt_array_is_c_contiguous(a));
  if (!strcmp(k, "FORTRAN")) return rt_bool(is_f_contiguous(a));
  rt_raise(RT_EXC_KeyError, "Unknown flag");
}

static bool flags_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "writeable") != 0) return false;
  bool on = rt_truthy(v);
  if (!rt_is_array(RT_AS(Flags, self)->arr)) {
    if (!on) rt_raise(RT_EXC_ValueError, "Weft's string and object arrays are always writeable");
    return true;
  }
  Array *a = RT_AS(Array, RT_AS(Flags, self)->arr);
  if (on && a->base && rt_is_array(rt_obj(a->base)) && !((Array *)a->base)->writeable) {
    rt_raise(RT_EXC_ValueError, "cannot set WRITEABLE flag to True of this array");
  }
  a->writeable = on;
  return true;
}

static const ObjType flags_type = {
    .name = "numpy.flagsobj",
    .free = flags_free,
    .repr = flags_repr,
    .getattr = flags_getattr,
    .setattr = flags_setattr,
    .getitem = flags_getitem,
};

Value np_flags_new(Value arr) {
  Flags *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &flags_type);
  rt_incref(arr);
  f->arr = arr;
  return rt_obj(f);
}
