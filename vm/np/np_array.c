/* np_array.c — the ndarray object: allocation (NumPy's MemoryError; the data itself comes from
 * np_alloc.c), views, element iteration, copying with casting, broadcasting of shapes,
 * attributes (a.flags is np_flags.c), the methods table (shape methods here; np_register_method adds the
 * others' methods such as sum), and the module's view-making shape functions (reshape,
 * transpose, expand_dims, flip, broadcast_to, moveaxis, atleast_Nd) plus copyto and
 * shares_memory. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "np_dvar.h"
#include "np_dvar_keep.h"
#include "../base/error.h"
#include "np_castwarn.h"
#include "np_usersub.h"
#include "np_chararray.h"
#include "np_ma.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_datetime.h"
#include "np_array_copy.h"
#include "np_objarray.h"
#include "np_record.h"
#include "np_strarray.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_flags.h"
#include "np_raise.h"
#include "np_shape_arg.h"

/* ---- allocation ---- */

void rt_sb_shape(StrBuf *sb, int ndim, const int64_t *shape) {
  rt_sb_putc(sb, '(');
  for (int i = 0; i < ndim; i++) {
    if (i) rt_sb_puts(sb, ", ");
    rt_sb_printf(sb, "%lld", (long long)shape[i]);
  }
  if (ndim == 1) rt_sb_putc(sb, ',');
  rt_sb_putc(sb, ')');
}

void np_raise_sb(ExcKind kind, const char *prefix, StrBuf *sb) {
  rt_sb_cleanup_push(sb); /* rt_raise makes its message before the unwinding frees sb */
  rt_raise(kind, "%s%s", prefix, sb->data ? sb->data : "");
}

void np_sb_shape_compact(StrBuf *sb, int ndim, const int64_t *shape) {
  rt_sb_putc(sb, '(');
  for (int i = 0; i < ndim; i++) rt_sb_printf(sb, i ? ",%lld" : "%lld", (long long)shape[i]);
  if (ndim == 1) rt_sb_putc(sb, ',');
  rt_sb_putc(sb, ')');
}

_Noreturn void np_raise_two_shapes(const char *head, int nfrom, const int64_t *from,
                                   const char *middle, int nto, const int64_t *to) {
  StrBuf sb;
  rt_sb_init(&sb);
  np_sb_shape_compact(&sb, nfrom, from);
  rt_sb_puts(&sb, middle);
  np_sb_shape_compact(&sb, nto, to);
  np_raise_sb(RT_EXC_ValueError, head, &sb);
}

_Noreturn void np_raise_bcast_into(int nfrom, const int64_t *from, int nto, const int64_t *to) {
  np_raise_two_shapes("could not broadcast input array from shape ", nfrom, from, " into shape ",
                      nto, to);
}

int64_t np_shape_size(int ndim, const int64_t *shape, int itemsize) {
  int64_t size = 1;
  bool overflow = false;
  for (int i = 0; i < ndim; i++) {
    if (shape[i] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  }
  for (int i = 0; i < ndim; i++) {
    if (shape[i] == 0) return 0;
    if (__builtin_mul_overflow(size, shape[i], &size)) overflow = true;
  }
  int64_t nbytes;
  if (overflow || __builtin_mul_overflow(size, (int64_t)itemsize, &nbytes)) {
    rt_raise(RT_EXC_ValueError, "array is too big; `arr.size * arr.dtype.itemsize` is larger "
                                "than the maximum possible size.");
  }
  return size;
}

/* NumPy's _size_to_string: binary units with 3 significant digits. */
static void size_to_string(StrBuf *sb, uint64_t nbytes) {
  static const char *const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int bits = nbytes ? 64 - __builtin_clzll(nbytes) : 0;
  int unit = (bits - 1 > 1 ? bits - 1 : 1) / 10;
  double n = (double)nbytes / (double)(UINT64_C(1) << (unit * 10));
  if (nearbyint(n) == 1024) {
    unit++;
    n /= 1024;
  }
  if (unit == 0) rt_sb_printf(sb, "%.0f %s", n, units[unit]);
  else if (nearbyint(n) < 1000) rt_sb_printf(sb, "%#.3g %s", n, units[unit]);
  else rt_sb_printf(sb, "%#.0f %s", n, units[unit]);
}

_Noreturn static void raise_alloc(DType dt, int ndim, const int64_t *shape, uint64_t nbytes) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "Unable to allocate ");
  size_to_string(&sb, nbytes);
  rt_sb_puts(&sb, " for an array with shape ");
  rt_sb_shape(&sb, ndim, shape);
  rt_sb_printf(&sb, " and data type %s", rt_dtypes[dt].name);
  np_raise_sb(RT_EXC_MemoryError, "", &sb);
}

static void array_free(Obj *o) {
  Array *a = (Array *)o;
  if (a->base) {
    rt_decref(rt_obj(a->base));
  } else {
    np_data_free(a->data);
  }
  free(a);
}

static Array *array_header(DType dt, int ndim, const int64_t *shape) {
  if (ndim > RT_MAXDIM) {
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, ndim);
  }
  Array *a = rt_malloc(sizeof *a);
  rt_obj_init(&a->hdr, &rt_array_type);
  a->dtype = dt;
  a->ndim = ndim;
  a->size = 1;
  for (int i = 0; i < ndim; i++) {
    a->shape[i] = shape[i];
    a->size *= shape[i];
  }
  a->data = NULL;
  a->base = NULL;
  a->writeable = true;
  a->dvar = NP_DVAR_NONE;
  a->buffer_id = 0;
  return a;
}

static void set_c_strides(Array *a) {
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = a->ndim - 1; i >= 0; i--) {
    a->strides[i] = s;
    s *= a->shape[i] > 0 ? a->shape[i] : 1;
  }
}

Value np_array_alloc(DType dt, int ndim, const int64_t *shape, int zero) {
  int itemsize = rt_dtypes[dt].itemsize;
  int64_t size = np_shape_size(ndim, shape, itemsize);
  uint64_t nbytes = (uint64_t)size * (uint64_t)itemsize;
  if (nbytes > np_physical_memory()) raise_alloc(dt, ndim, shape, nbytes);
  char *data = np_data_alloc((size_t)nbytes, zero);
  if (!data) raise_alloc(dt, ndim, shape, nbytes);
  Array *a;
  static uint64_t buffers; /* atomic: worker threads may allocate too */
  a = array_header(dt, ndim, shape);
  a->data = data;
  a->buffer_id = __atomic_add_fetch(&buffers, 1, __ATOMIC_RELAXED);
  if (size == 0) /* NumPy gives a new array with no elements zero strides: np.zeros((0, 3)) */
    memset(a->strides, 0, sizeof a->strides);
  else
    set_c_strides(a);
  return rt_obj(a);
}

Value rt_array_new(DType dt, int ndim, const int64_t *shape, bool zero) {
  return np_array_alloc(dt, ndim, shape, zero ? NP_DATA_ZEROED : NP_DATA_RAW);
}

Value rt_array_view(Value base, DType dt, int ndim, const int64_t *shape,
                    const int64_t *strides, char *data) {
  Array *b = RT_AS(Array, base);
  /* NumPy's collapsing: the array owning the data, or the last array before a non-array */
  Obj *owner = b->base && rt_is_array(rt_obj(b->base)) ? b->base : &b->hdr;
  Array *a = array_header(dt, ndim, shape);
  for (int i = 0; i < ndim; i++) a->strides[i] = strides[i];
  a->data = data;
  a->base = owner;
  a->buffer_id = b->buffer_id;
  a->writeable = b->writeable;
  if (dt == b->dtype) a->dvar = b->dvar; /* a view of the same dtype keeps its variant */
  owner->refcount++;
  return rt_obj(a);
}

Value rt_array_over(Obj *owner, DType dt, int ndim, const int64_t *shape, char *data) {
  np_shape_size(ndim, shape, rt_dtypes[dt].itemsize); /* NumPy's checks on the shape */
  Array *a = array_header(dt, ndim, shape);
  set_c_strides(a);
  a->data = data;
  a->base = owner;
  owner->refcount++;
  return rt_obj(a);
}

bool rt_array_is_c_contiguous(const Array *a) {
  if (a->size == 0) return true;
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = a->ndim - 1; i >= 0; i--) {
    if (a->shape[i] != 1 && a->strides[i] != s) return false;
    s *= a->shape[i];
  }
  return true;
}

/* ---- element iteration and copying ---- */

void np_iter_init(NpIter *it, const Array *a) {
  it->a = a;
  it->ptr = a->data;
  it->more = a->size > 0;
  for (int i = 0; i < a->ndim; i++) it->idx[i] = 0;
}

void np_iter_next(NpIter *it) {
  const Array *a = it->a;
  for (int i = a->ndim - 1; i >= 0; i--) {
    if (++it->idx[i] < a->shape[i]) {
      it->ptr += a->strides[i];
      return;
    }
    it->ptr -= a->strides[i] * (a->shape[i] - 1);
    it->idx[i] = 0;
  }
  it->more = false;
}

/* Long copies go in pieces of COPY_CHUNK elements (or bytes for memcpy), polling Ctrl-C between
 * pieces: np.full(10**9, 1.5) or a copy of a 8 GB array stops within milliseconds. */
#define COPY_CHUNK ((int64_t)1 << 20)

static void cast_chunked(NpCastLoop loop, int64_t n, const char *sp, int64_t ss, char *dp, int64_t ds) {
  while (n > COPY_CHUNK) {
    loop(COPY_CHUNK, sp, ss, dp, ds);
    sp += COPY_CHUNK * ss;
    dp += COPY_CHUNK * ds;
    n -= COPY_CHUNK;
    if (rt_interrupted) rt_check_interrupt();
  }
  loop(n, sp, ss, dp, ds);
}

static void copy_bytes(char *dst, const char *src, size_t n) {
  if (dst + n > src && src + n > dst) { /* overlapping: one memmove */
    memmove(dst, src, n);
    return;
  }
  const size_t chunk = (size_t)COPY_CHUNK * 16;
  for (; n > chunk; n -= chunk, dst += chunk, src += chunk) {
    memcpy(dst, src, chunk);
    if (rt_interrupted) rt_check_interrupt();
  }
  memcpy(dst, src, n);
}

/* Same shape: run the typed cast loop along the last axis, stepping the outer axes by hand.
 * Axes of extent 1 are dropped and neighbours that step as one axis in both arrays merged
 * first, so an (n, 1) column or a contiguous block is one long loop, not n calls. */
static void copy_same_shape(Array *dst, const Array *src) {
  NpCastLoop loop = np_cast_loop(src->dtype, dst->dtype);
  int64_t shape[RT_MAXDIM], ds[RT_MAXDIM], ss[RT_MAXDIM];
  int nd = 0;
  for (int d = 0; d < dst->ndim; d++) {
    int64_t n = dst->shape[d];
    if (n == 1) continue;
    if (nd > 0 && ds[nd - 1] == dst->strides[d] * n && ss[nd - 1] == src->strides[d] * n) {
      shape[nd - 1] *= n;
    } else {
      shape[nd] = n;
      nd++;
    }
    ds[nd - 1] = dst->strides[d];
    ss[nd - 1] = src->strides[d];
  }
  if (nd == 0) {
    loop(1, src->data, 0, dst->data, 0);
    return;
  }
  int last = nd - 1;
  int64_t idx[RT_MAXDIM] = {0};
  char *dp = dst->data;
  const char *sp = src->data;
  for (;;) {
    cast_chunked(loop, shape[last], sp, ss[last], dp, ds[last]);
    if (rt_interrupted) rt_check_interrupt();
    int d = last - 1;
    for (; d >= 0; d--) {
      if (++idx[d] < shape[d]) {
        dp += ds[d];
        sp += ss[d];
        break;
      }
      dp -= ds[d] * (shape[d] - 1);
      sp -= ss[d] * (shape[d] - 1);
      idx[d] = 0;
    }
    if (d < 0) return;
  }
}

void np_copy_cast(Array *dst, const Array *src) {
  if (dst->size == 0) return;
  if (dst->dtype == src->dtype && rt_array_is_c_contiguous(dst) &&
      rt_array_is_c_contiguous(src) && dst->size == src->size) {
    copy_bytes(dst->data, src->data, (size_t)(dst->size * rt_dtypes[dst->dtype].itemsize));
    return;
  }
  if (dst->ndim == src->ndim &&
      !memcmp(dst->shape, src->shape, sizeof(int64_t) * (size_t)dst->ndim)) {
    copy_same_shape(dst, src);
    return;
  }
  NpIter d, s; /* different shapes of one size: both in C order */
  np_iter_init(&d, dst);
  np_iter_init(&s, src);
  for (; d.more && s.more; np_iter_next(&d), np_iter_next(&s)) {
    rt_elem_cast(dst->dtype, d.ptr, src->dtype, s.ptr);
  }
}

Value rt_array_contiguous(Value v, bool force) {
  Array *a = RT_AS(Array, v);
  if (!force && rt_array_is_c_contiguous(a)) {
    rt_incref(v);
    return v;
  }
  Value out = rt_array_new(a->dtype, a->ndim, a->shape, false);
  RT_AS(Array, out)->dvar = a->dvar; /* a copy keeps np.longlong and the byte order */
  int mark = rt_cleanup_push_value(&out); /* the copy polls Ctrl-C */
  np_copy_cast(RT_AS(Array, out), a);
  rt_cleanup_pop(mark, false);
  return out;
}

Value rt_array_astype(Value v, DType dt) {
  Array *a = RT_AS(Array, v);
  Value out = rt_array_new(dt, a->ndim, a->shape, false);
  int mark = rt_cleanup_push_value(&out);
  np_copy_cast(RT_AS(Array, out), a);
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_array_astype(Value a, DType dt) { return rt_array_astype(a, dt); }

/* ---- broadcasting ---- */

int rt_broadcast_shapes(int na, const int64_t *sa, int nb, const int64_t *sb, int64_t *out) {
  int n = na > nb ? na : nb;
  int64_t res[RT_MAXDIM]; /* out may be sa or sb */
  for (int i = 0; i < n; i++) {
    int64_t x = i < n - na ? 1 : sa[i - (n - na)];
    int64_t y = i < n - nb ? 1 : sb[i - (n - nb)];
    if (x != y && x != 1 && y != 1) {
      StrBuf b;
      rt_sb_init(&b);
      rt_sb_puts(&b, "operands could not be broadcast together with shapes ");
      np_sb_shape_compact(&b, na, sa);
      rt_sb_putc(&b, ' ');
      np_sb_shape_compact(&b, nb, sb);
      rt_sb_putc(&b, ' ');
      char msg[512];
      snprintf(msg, sizeof msg, "%s", b.data);
      rt_sb_free(&b);
      rt_raise(RT_EXC_ValueError, "%s", msg);
    }
    res[i] = x == 1 ? y : x;
  }
  memcpy(out, res, sizeof(int64_t) * (size_t)n);
  return n;
}

bool np_can_broadcast_to(const Array *a, int ndim, const int64_t *shape) {
  int off = ndim - a->ndim;
  if (off < 0) return false;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != shape[i + off] && a->shape[i] != 1) return false;
  }
  return true;
}

Value rt_array_broadcast_to(Value v, int ndim, const int64_t *shape) {
  Array *a = RT_AS(Array, v);
  int64_t strides[RT_MAXDIM];
  int off = ndim - a->ndim;
  bool ok = off >= 0;
  for (int i = 0; ok && i < ndim; i++) {
    if (i < off) {
      strides[i] = 0;
    } else if (a->shape[i - off] == shape[i]) {
      strides[i] = a->strides[i - off];
    } else if (a->shape[i - off] == 1) {
      strides[i] = 0;
    } else {
      ok = false;
    }
  }
  if (!ok) np_raise_bcast_into(a->ndim, a->shape, ndim, shape);
  return rt_array_view(v, a->dtype, ndim, shape, strides, a->data);
}

/* ---- the array object ---- */

static Value array_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_np_format_array(&sb, self, true);
  return rt_sb_to_str(&sb);
}

static Value array_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_np_format_array(&sb, self, false);
  return rt_sb_to_str(&sb);
}

static int64_t array_len(Value self) {
  Array *a = RT_AS(Array, self);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return a->shape[0];
}

static int array_truthy(Value self) {
  Array *a = RT_AS(Array, self);
  if (a->size > 1) {
    rt_raise(RT_EXC_ValueError, "The truth value of an array with more than one element is "
                                "ambiguous. Use a.any() or a.all()");
  }
  if (a->size == 0) return np_empty_truth();
  return rt_elem_truthy(a->dtype, a->data);
}

/* Row i of a (a view for ndim > 1, a NumPy scalar for ndim 1). */
Value np_array_row(Value self, int64_t i) {
  Array *a = RT_AS(Array, self);
  char *p = a->data + i * a->strides[0];
  if (a->ndim == 1) return np_dvar_set(rt_npscalar_new(a->dtype, p), a->dvar);
  return rt_array_view(self, a->dtype, a->ndim - 1, a->shape + 1, a->strides + 1, p);
}

typedef struct ArrayIter {
  Obj hdr;
  Value arr;
  int64_t i;
} ArrayIter;

static void arrayiter_free(Obj *o) {
  rt_decref(((ArrayIter *)o)->arr);
  free(o);
}

static bool arrayiter_next(Value self, Value *out) {
  ArrayIter *it = RT_AS(ArrayIter, self);
  if (it->i >= RT_AS(Array, it->arr)->shape[0]) return false;
  *out = np_array_row(it->arr, it->i++);
  return true;
}

static Value arrayiter_iter(Value self) {
  rt_incref(self);
  return self;
}

static const ObjType arrayiter_type = {
    .name = "iterator",
    .free = arrayiter_free,
    .iter = arrayiter_iter,
    .next = arrayiter_next,
};

static Value array_iter(Value self) {
  if (RT_AS(Array, self)->ndim == 0) rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  ArrayIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &arrayiter_type);
  rt_incref(self);
  it->arr = self;
  it->i = 0;
  return rt_obj(it);
}

/* `x in a` is (a == x).any() */
static int array_contains(Value self, Value item) {
  Value eq = rt_binop(RT_OP_EQ, self, item);
  int found = 0;
  if (rt_is_array(eq)) {
    Array *e = RT_AS(Array, eq);
    NpIter it;
    for (np_iter_init(&it, e); it.more && !found; np_iter_next(&it)) {
      found = rt_elem_truthy(e->dtype, it.ptr);
    }
  } else {
    found = rt_truthy(eq);
  }
  rt_decref(eq);
  return found;
}

static Value array_binop(BinOp op, Value a, Value b) {
  if (np_is_matrix(b)) return rt_undef(); /* the matrix's operator: m * a is a product */
  return rt_np_binop(op, a, b);
}
static Value array_unop(UnOp op, Value a) { return rt_np_unop(op, a); }

static Value shape_tuple(int ndim, const int64_t *v) {
  Value t = rt_tuple_new(ndim);
  for (int i = 0; i < ndim; i++) rt_tuple_set(t, i, rt_int(v[i]));
  return t;
}

/* ---- methods table ---- */

typedef struct MethodEntry {
  const char *name;
  NativeFn fn;
} MethodEntry;

#define MAX_METHODS 128
static MethodEntry methods[MAX_METHODS];
static int nmethods;

void np_register_method(const char *name, NativeFn fn) {
  for (int i = 0; i < nmethods; i++) {
    if (!strcmp(methods[i].name, name)) {
      methods[i].fn = fn;
      return;
    }
  }
  if (nmethods == MAX_METHODS) rt_raise(RT_EXC_RuntimeError, "too many ndarray methods");
  methods[nmethods].name = name;
  methods[nmethods].fn = fn;
  nmethods++;
}

NativeFn np_method_fn(const char *name) {
  for (int i = 0; i < nmethods; i++)
    if (!strcmp(methods[i].name, name)) return methods[i].fn;
  return NULL;
}

Value np_array_transpose_axes(Value self, int naxes, const int64_t *axes);

static Value array_getattr(Value self, const char *name) {
  Array *a = RT_AS(Array, self);
  if (!strcmp(name, "shape")) return shape_tuple(a->ndim, a->shape);
  if (!strcmp(name, "dtype")) return np_dvar_dtypeobj(a->dtype, a->dvar);
  if (!strcmp(name, "ndim")) return rt_int(a->ndim);
  if (!strcmp(name, "size")) return rt_int(a->size);
  if (!strcmp(name, "itemsize")) return rt_int(rt_dtypes[a->dtype].itemsize);
  if (!strcmp(name, "nbytes")) return rt_int(a->size * rt_dtypes[a->dtype].itemsize);
  if (!strcmp(name, "strides")) return shape_tuple(a->ndim, a->strides);
  if (!strcmp(name, "T")) return np_array_transpose_axes(self, 0, NULL);
  if (!strcmp(name, "real") || !strcmp(name, "imag")) return np_array_part(self, name[0] == 'i');
  if (!strcmp(name, "flags")) return np_flags_new(self);
  if (!strcmp(name, "flat")) return np_flatiter_new(self);
  if (!strcmp(name, "ctypes")) return np_array_ctypes(self);
  if (!strcmp(name, "__array_interface__")) return np_array_interface(self);
  if (!strcmp(name, "__array_priority__")) return rt_float(0.0);
  if (!strcmp(name, "data")) return np_array_data(self);
  if (!strcmp(name, "base")) {
    if (!a->base) return rt_none();
    Value b = rt_obj(a->base);
    rt_incref(b);
    return b;
  }
  for (int i = 0; i < nmethods; i++) {
    if (!strcmp(methods[i].name, name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  }
  return rt_undef();
}

static bool array_setattr(Value self, const char *name, Value v) {
  Array *a = RT_AS(Array, self);
  if (!strcmp(name, "real") || !strcmp(name, "imag")) {
    np_array_set_part(self, name[0] == 'i', v);
    return true;
  }
  if (!strcmp(name, "flat")) {
    np_array_set_flat(self, v);
    return true;
  }
  if (!strcmp(name, "dtype")) {
    np_array_set_dtype(self, v);
    return true;
  }
  if (!strcmp(name, "shape")) {
    int64_t shape[RT_MAXDIM];
    int n = np_parse_shape(v, shape);
    Value r = np_array_reshape(self, n, shape);
    Array *ra = RT_AS(Array, r);
    if (ra->data != a->data || !(ra->base == a->base || ra->base == &a->hdr)) {
      rt_decref(r);
      rt_raise(RT_EXC_AttributeError, "Incompatible shape for in-place modification. Use "
                                      "`.reshape()` to make a copy with the desired shape.");
    }
    a->ndim = ra->ndim;
    memcpy(a->shape, ra->shape, sizeof a->shape);
    memcpy(a->strides, ra->strides, sizeof a->strides);
    rt_decref(r);
    return true;
  }
  return false;
}

const ObjType rt_array_type = {
    .name = "numpy.ndarray",
    .free = array_free,
    .repr = array_repr,
    .str = array_str,
    .getattr = array_getattr,
    .setattr = array_setattr,
    .getitem = np_array_getitem,
    .setitem = np_array_setitem,
    .iter = array_iter,
    .len = array_len,
    .truthy = array_truthy,
    .binop = array_binop,
    .unop = array_unop,
    .contains = array_contains,
    .numkind = RT_NUMBER_ARRAY, .number = np_array_number, .index = np_array_index,
    .to_double = np_array_to_double, .inplace_binop = rt_np_inplace_binop,
    .type_object = np_array_type_object,
};

/* ---- shape methods ---- */

int np_axis_index(int64_t axis, int ndim) {
  if (axis < -ndim || axis >= ndim) {
    rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension %d",
             (long long)axis, ndim);
  }
  return (int)(axis < 0 ? axis + ndim : axis);
}

/* Shape from a method's arguments: reshape(2, 3) or reshape((2, 3)). */
static int shape_from_args(int argc, const Value *argv, int64_t *shape) {
  if (argc == 1) return np_parse_shape(argv[0], shape);
  if (argc > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  for (int i = 0; i < argc; i++) shape[i] = np_shape_dim(argv[i]);
  return argc;
}

/* NumPy's convert_shape_to_string: no spaces, -1 printed as "newaxis", leading -1s dropped. */
static void raise_reshape(int64_t size, int ndim, const int64_t *shape) {
  /* Numba's reshape (normalize_reshape_value) in interpreted @jit code */
  if (rt_np_in_numba_code()) rt_raise(RT_EXC_ValueError, "total size of new array must be unchanged");
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "cannot reshape array of size %lld into shape (", (long long)size);
  int i = 0;
  while (i < ndim && shape[i] < 0) i++;
  for (int first = i; i < ndim; i++) {
    if (i > first) rt_sb_putc(&sb, ',');
    if (shape[i] < 0) rt_sb_puts(&sb, "newaxis");
    else rt_sb_printf(&sb, "%lld", (long long)shape[i]);
  }
  rt_sb_puts(&sb, ndim == 1 && shape[0] >= 0 ? ",)" : ")");
  np_raise_sb(RT_EXC_ValueError, "", &sb);
}

/* NumPy's _attempt_nocopy_reshape (C order): strides that view a's memory in the new shape,
 * when the axes being merged or split are contiguous with each other. */
static bool nocopy_strides(const Array *a, int newnd, const int64_t *newdims, int64_t *newst) {
  int64_t olddims[RT_MAXDIM], oldst[RT_MAXDIM];
  int oldnd = 0;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] == 1) continue;
    olddims[oldnd] = a->shape[i];
    oldst[oldnd++] = a->strides[i];
  }
  int oi = 0, oj = 1, ni = 0, nj = 1;
  while (ni < newnd && oi < oldnd) {
    int64_t np = newdims[ni], op = olddims[oi];
    while (np != op) {
      if (np < op) np *= newdims[nj++];
      else op *= olddims[oj++];
    }
    for (int ok = oi; ok < oj - 1; ok++) {
      if (oldst[ok] != olddims[ok + 1] * oldst[ok + 1]) return false;
    }
    newst[nj - 1] = oldst[oj - 1];
    for (int nk = nj - 1; nk > ni; nk--) newst[nk - 1] = newst[nk] * newdims[nk];
    ni = nj++;
    oi = oj++;
  }
  int64_t last = ni >= 1 ? newst[ni - 1] : rt_dtypes[a->dtype].itemsize;
  for (int nk = ni; nk < newnd; nk++) newst[nk] = last;
  return true;
}

Value np_array_reshape(Value self, int ndim, const int64_t *shape_in) {
  Array *a = RT_AS(Array, self);
  int64_t shape[RT_MAXDIM], known = 1;
  int unknown = -1;
  for (int i = 0; i < ndim; i++) {
    shape[i] = shape_in[i];
    if (shape[i] == -1) {
      if (unknown >= 0)
        rt_raise(RT_EXC_ValueError, "%s", rt_np_in_numba_code() ? "multiple negative shape values" : "can only specify one unknown dimension");
      unknown = i;
    } else if (shape[i] < 0) {
      rt_raise(RT_EXC_ValueError, "negative dimensions not allowed");
    } else {
      known *= shape[i];
    }
  }
  if (unknown >= 0) {
    if (known == 0 || a->size % known != 0) raise_reshape(a->size, ndim, shape);
    shape[unknown] = a->size / known;
  } else if (known != a->size) {
    raise_reshape(a->size, ndim, shape);
  }
  int64_t strides[RT_MAXDIM];
  /* the same shape as given (before -1 is resolved, as NumPy checks) is a plain view */
  if (ndim == a->ndim && !memcmp(shape_in, a->shape, sizeof(int64_t) * (size_t)ndim)) {
    return rt_array_view(self, a->dtype, ndim, a->shape, a->strides, a->data);
  }
  /* NumPy tries the no-copy strides first even for contiguous arrays: they decide the strides
   * of length-1 axes and keep negative ones */
  if (a->size > 0 && nocopy_strides(a, ndim, shape, strides)) {
    return rt_array_view(self, a->dtype, ndim, shape, strides, a->data);
  }
  Value src = rt_array_contiguous(self, false);
  Array *s = RT_AS(Array, src);
  int64_t st = rt_dtypes[a->dtype].itemsize;
  for (int i = ndim - 1; i >= 0; i--) {
    strides[i] = st;
    st *= shape[i] > 0 ? shape[i] : 1;
  }
  Value out = rt_array_view(src, a->dtype, ndim, shape, strides, s->data);
  rt_decref(src);
  return out;
}

Value np_array_transpose_axes(Value self, int naxes, const int64_t *axes) {
  Array *a = RT_AS(Array, self);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  bool seen[RT_MAXDIM] = {false};
  if (naxes && naxes != a->ndim) rt_raise(RT_EXC_ValueError, "axes don't match array");
  for (int i = 0; i < a->ndim; i++) {
    int ax = naxes ? np_axis_index(axes[i], a->ndim) : a->ndim - 1 - i;
    if (seen[ax]) rt_raise(RT_EXC_ValueError, "repeated axis in transpose");
    seen[ax] = true;
    shape[i] = a->shape[ax];
    strides[i] = a->strides[ax];
  }
  return rt_array_view(self, a->dtype, a->ndim, shape, strides, a->data);
}

/* order= of reshape/ravel/flatten: true for 'F' (Fortran order), false for 'C', 'A', 'K'. */
static bool order_is_f(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return false;
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "order must be str, not %s", rt_type_name(v));
  const char *o = rt_str_data(v);
  if (o[0] && !o[1] && strchr("CFAK", o[0])) return o[0] == 'F';
  rt_raise(RT_EXC_ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", o);
}

static bool order_is_k(Value v) { return rt_is_str(v) && !strcmp(rt_str_data(v), "K"); }

/* Reshape in Fortran order: a.T reshaped to the reversed shape, transposed back. */
static Value reshape_order(Value self, int ndim, const int64_t *shape, bool fortran) {
  if (!fortran) return np_array_reshape(self, ndim, shape);
  int64_t rev[RT_MAXDIM];
  for (int i = 0; i < ndim; i++) rev[i] = shape[ndim - 1 - i];
  Value t = np_array_transpose_axes(self, 0, NULL);
  Value r = np_array_reshape(t, ndim, rev);
  Value out = np_array_transpose_axes(r, 0, NULL);
  rt_decref(t);
  rt_decref(r);
  return out;
}

static Value m_reshape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t shape[RT_MAXDIM];
  Value order = rt_undef(), shape_kw = rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    if (!strcmp(kw->names[k], "order")) order = kw->values[k];
    else if (!strcmp(kw->names[k], "shape")) shape_kw = kw->values[k];
    else rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for reshape()",
                  kw->names[k]);
  }
  int n;
  if (!rt_is_undef(shape_kw) && argc == 0) n = np_parse_shape(shape_kw, shape);
  else if (argc == 0) rt_raise(RT_EXC_TypeError, "reshape() missing required argument 'shape'");
  else n = shape_from_args(argc, argv, shape);
  order_is_f(order); /* checks it */
  if (order_is_k(order)) rt_raise(RT_EXC_ValueError, "order 'K' is not permitted for reshaping");
  return reshape_order(self, n, shape, np_fortran_order(order, "C", true, self));
}

static Value m_transpose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("transpose", 0, kw, 0, 0);
  int64_t axes[RT_MAXDIM];
  if (argc == 0 || (argc == 1 && rt_is_none(argv[0]))) {
    return np_array_transpose_axes(self, 0, NULL);
  }
  int n = shape_from_args(argc, argv, axes);
  return np_array_transpose_axes(self, n, axes);
}

/* For order='K' of ravel/flatten: self with its axes ordered by falling |stride| (ties keep
 * their order), so that reading it in C order follows memory (NumPy flips no negative stride
 * there). A new reference. */
static Value memory_order_view(Value self) {
  const Array *a = RT_AS(Array, self);
  int64_t axes[RT_MAXDIM];
  for (int i = 0; i < a->ndim; i++) {
    int j = i;
    int64_t si = a->strides[i] < 0 ? -a->strides[i] : a->strides[i];
    for (; j > 0; j--) { /* insertion sort, stable */
      int64_t sj = a->strides[axes[j - 1]];
      if ((sj < 0 ? -sj : sj) >= si) break;
      axes[j] = axes[j - 1];
    }
    axes[j] = i;
  }
  return np_array_transpose_axes(self, a->ndim, axes);
}

static Value m_flatten(Value self, int argc, const Value *argv, const Kwargs *kw);

/* F-contiguous as NumPy's flag has it (length-1 axes ignored, empty arrays count). */
static bool is_f_contiguous(const Array *a) {
  if (a->size == 0) return true;
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != s) return false;
    s *= a->shape[i];
  }
  return true;
}

/* NumPy's ravel: a view only where the array already lies contiguously in the order asked
 * for (for 'K', packed with positive strides in any axis order); otherwise a fresh copy, as
 * flatten makes (no base), so writing to it never reaches the source. */
static Value m_ravel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value args[1];
  rt_parse_args("ravel", argc, argv, kw, 1, names, 0, args);
  const Array *a = RT_AS(Array, self);
  int64_t n = a->size;
  order_is_f(args[0]); /* checks it */
  if (order_is_k(args[0])) {
    Value t = memory_order_view(self);
    Value r = rt_array_is_c_contiguous(RT_AS(Array, t)) ? np_array_reshape(t, 1, &n) : rt_undef();
    rt_decref(t);
    if (!rt_is_undef(r)) return r;
  } else {
    bool fortran = np_fortran_order(args[0], "C", true, self);
    if (fortran ? is_f_contiguous(a) : rt_array_is_c_contiguous(a))
      return reshape_order(self, 1, &n, fortran);
  }
  return m_flatten(self, argc, argv, kw);
}

static Value m_flatten(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value args[1];
  rt_parse_args("flatten", argc, argv, kw, 1, names, 0, args);
  order_is_f(args[0]); /* checks it */
  bool fortran = !order_is_k(args[0]) && np_fortran_order(args[0], "C", true, self);
  Value src = fortran ? np_array_transpose_axes(self, 0, NULL)
              : order_is_k(args[0]) ? memory_order_view(self) : (rt_incref(self), self);
  Value c = rt_array_contiguous(src, true);
  rt_decref(src);
  Array *a = RT_AS(Array, c);
  a->ndim = 1;
  a->shape[0] = a->size;
  a->strides[0] = a->size ? rt_dtypes[a->dtype].itemsize : 0; /* a new array's: np_array_alloc */
  return c;
}

static Value m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "type"};
  Value args[2];
  rt_parse_args("view", argc, argv, kw, 2, names, 0, args);
  Array *a = RT_AS(Array, self);
  if (np_usersub_is_class(args[0]) || !rt_is_undef(args[1])) /* a.view(C), a.view(dtype, C) */
    return np_usersub_view(self, args[0], args[1]);
  if (rt_is_undef(args[0])) {
    return rt_array_view(self, a->dtype, a->ndim, a->shape, a->strides, a->data);
  }
  Value rec = np_rec_view_hook(self, args[0]);
  if (!rt_is_undef(rec)) return rec;
  int64_t sw = rt_dtype_try_from_value(args[0]) < 0 ? np_bytes_dtype_width(args[0]) : -1;
  if (sw >= 0) return np_view_as_bytes(self, sw); /* view('S1') */
  DType dt = rt_dtype_from_value(args[0]);
  int olds = rt_dtypes[a->dtype].itemsize, news = rt_dtypes[dt].itemsize;
  /* view('q') names np.longlong; view('>i4') reads the bytes in that order (np_dvar.c) */
  if (olds == news)
    return np_dvar_view(rt_array_view(self, dt, a->ndim, a->shape, a->strides, a->data),
                        np_dvar_of_spec(args[0]));
  int last = a->ndim - 1;
  if (a->ndim == 0 || a->strides[last] != olds) {
    rt_raise(RT_EXC_ValueError, "To change to a dtype of a different size, the last axis must be "
                                "contiguous");
  }
  int64_t bytes = a->shape[last] * olds;
  if (bytes % news != 0) {
    rt_raise(RT_EXC_ValueError, "When changing to a larger dtype, its size must be a divisor of "
                                "the total size in bytes of the last axis of the array.");
  }
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof shape);
  memcpy(strides, a->strides, sizeof strides);
  shape[last] = bytes / news;
  strides[last] = news;
  int to = np_dvar_of_spec(args[0]);
  if (!(a->dvar & NP_DVAR_SWAPPED) && !(np_dvar_fit(dt, to) & NP_DVAR_SWAPPED))
    return rt_array_view(self, dt, a->ndim, shape, strides, a->data);
  return np_dvar_resized_view(self, dt, to, shape);
}

static Value m_swapaxes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("swapaxes", argc, kw, 2, 2);
  Array *a = RT_AS(Array, self);
  int64_t ax[2];
  for (int i = 0; i < 2; i++) {
    ax[i] = rt_to_index(argv[i], "axis");
    if (ax[i] < -a->ndim || ax[i] >= a->ndim) {
      rt_raise(RT_EXC_AxisError, "axis%d: axis %lld is out of bounds for array of dimension %d",
               i + 1, (long long)ax[i], a->ndim);
    }
  }
  int x = np_axis_index(ax[0], a->ndim), y = np_axis_index(ax[1], a->ndim);
  int64_t axes[RT_MAXDIM];
  for (int i = 0; i < a->ndim; i++) axes[i] = i;
  axes[x] = y;
  axes[y] = x;
  return np_array_transpose_axes(self, a->ndim, axes);
}

static Value m_squeeze(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis"};
  Value args[1];
  rt_parse_args("squeeze", argc, argv, kw, 1, names, 0, args);
  Array *a = RT_AS(Array, self);
  bool drop[RT_MAXDIM] = {false};
  if (rt_is_undef(args[0]) || rt_is_none(args[0])) {
    for (int i = 0; i < a->ndim; i++) drop[i] = a->shape[i] == 1;
  } else {
    int64_t axes[RT_MAXDIM];
    int n = np_parse_shape_c_long(args[0], axes);
    for (int i = 0; i < n; i++) {
      int ax = np_axis_index(axes[i], a->ndim);
      if (a->shape[ax] != 1) {
        rt_raise(RT_EXC_ValueError, "cannot select an axis to squeeze out which has size not "
                                    "equal to one");
      }
      drop[ax] = true;
    }
  }
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int n = 0;
  for (int i = 0; i < a->ndim; i++) {
    if (drop[i]) continue;
    shape[n] = a->shape[i];
    strides[n++] = a->strides[i];
  }
  return rt_array_view(self, a->dtype, n, shape, strides, a->data);
}

/* One element as the Python value tolist()/item() give. */
Value np_elem_to_py(DType dt, const char *p) {
  switch (rt_dtypes[dt].kind) {
    case 'b': return rt_bool(*p != 0);
    case 'f': return rt_float(rt_elem_get_f64(dt, p));
    case 'c': {
      DType part = dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
      return rt_complex_new(rt_elem_get_f64(part, p),
                            rt_elem_get_f64(part, p + rt_dtypes[part].itemsize));
    }
    case 'u': return rt_int_from_u64(rt_elem_get_u64(dt, p));
    default: return rt_int(rt_elem_get_i64(dt, p));
  }
}

/* .item()/.tolist() of one element: a Python number; a long double stays a NumPy scalar */
static Value item_of(DType dt, const char *p) {
  return dt == DT_LONGDOUBLE ? rt_npscalar_new(dt, p) : np_elem_to_py(dt, p);
}
static Value tolist_rec(const Array *a, int dim, char *p) {
  if (dim == a->ndim) return item_of(a->dtype, p);
  Value list = rt_list_new(a->shape[dim]);
  for (int64_t i = 0; i < a->shape[dim]; i++) {
    Value x = tolist_rec(a, dim + 1, p + i * a->strides[dim]);
    rt_list_append(list, x);
    rt_decref(x);
  }
  return list;
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tolist", argc, kw, 0, 0);
  Array *a = RT_AS(Array, self);
  return tolist_rec(a, 0, a->data);
}

static Value m_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("item", 0, kw, 0, 0);
  Array *a = RT_AS(Array, self);
  char *p = a->data;
  if (argc == 0) {
    if (a->size != 1) {
      rt_raise(RT_EXC_ValueError, "can only convert an array of size 1 to a Python scalar");
    }
  } else if (argc == 1 && !rt_is_tuple(argv[0])) {
    int64_t i = rt_to_index(argv[0], "index");
    if (i < -a->size || i >= a->size) { /* NumPy names the axis only for a 1-D array */
      if (a->ndim == 1)
        rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld",
                 (long long)i, (long long)a->size);
      rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for size %lld", (long long)i,
               (long long)a->size);
    }
    if (i < 0) i += a->size;
    for (int d = a->ndim - 1; d >= 0; d--) {
      p += (i % a->shape[d]) * a->strides[d];
      i /= a->shape[d];
    }
  } else {
    Value key = argc == 1 ? argv[0] : rt_tuple_from(argc, argv);
    if (argc == 1) rt_incref(key);
    Value s = np_array_getitem(self, key);
    rt_decref(key);
    Value r = rt_is_npscalar(s) ? item_of(RT_AS(NpScalar, s)->dtype, RT_AS(NpScalar, s)->as.bytes)
                                : rt_undef();
    rt_decref(s);
    if (rt_is_undef(r)) rt_raise(RT_EXC_ValueError, "incorrect number of indices for array");
    return r;
  }
  return item_of(a->dtype, p);
}

static Value m_fill(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("fill", argc, kw, 1, 1);
  rt_array_assign(self, argv[0]);
  return rt_none();
}

/* ---- module-level shape functions: np.reshape(a, shape), np.shape(a), ... ---- */

static Value as_array(Value v) { return rt_array_from_value(v, -1); }

static Value call_method_on(NativeFn fn, Value a, int argc, const Value *argv, const Kwargs *kw) {
  Value arr = as_array(a);
  int mark = rt_cleanup_push_value(&arr);
  Value r = fn(arr, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_reshape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "newshape", "order"};
  Value args[3];
  rt_parse_args("reshape", argc, argv, kw, 3, names, 2, args);
  const char *kn[] = {"order"};
  Kwargs okw = {1, kn, &args[2]};
  return call_method_on(m_reshape, args[0], 1, &args[1], rt_is_undef(args[2]) ? NULL : &okw);
}

static Value f_transpose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axes"};
  Value args[2];
  rt_parse_args("transpose", argc, argv, kw, 2, names, 1, args);
  if (rt_is_undef(args[1])) return call_method_on(m_transpose, args[0], 0, NULL, NULL);
  return call_method_on(m_transpose, args[0], 1, &args[1], NULL);
}

/* records' own method name(arg) (arg left out when not given): np.ravel, np.squeeze */
static Value rec_method(Value rec, const char *name, Value arg) {
  Value m = rt_getattr(rec, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, rt_is_undef(arg) ? 0 : 1, &arg, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_ravel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "order"};
  Value args[2];
  rt_parse_args("ravel", argc, argv, kw, 2, names, 1, args);
  if (np_is_recarr(args[0])) return rec_method(args[0], "ravel", args[1]);
  return call_method_on(m_ravel, args[0], rt_is_undef(args[1]) ? 0 : 1, &args[1], NULL);
}

static Value f_swapaxes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("swapaxes", argc, kw, 3, 3);
  return call_method_on(m_swapaxes, argv[0], 2, argv + 1, NULL);
}

static Value f_squeeze(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis"};
  Value args[2];
  rt_parse_args("squeeze", argc, argv, kw, 2, names, 1, args);
  if (np_is_recarr(args[0])) return rec_method(args[0], "squeeze", args[1]);
  return call_method_on(m_squeeze, args[0], rt_is_undef(args[1]) ? 0 : 1, &args[1], NULL);
}

static Value f_shape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("shape", argc, argv, kw, 1, np_names_a, 1, a);
  Value arr = as_array(a[0]);
  Value r = shape_tuple(RT_AS(Array, arr)->ndim, RT_AS(Array, arr)->shape);
  rt_decref(arr);
  return r;
}

static Value f_ndim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("ndim", argc, argv, kw, 1, np_names_a, 1, a);
  Value arr = as_array(a[0]);
  int n = RT_AS(Array, arr)->ndim;
  rt_decref(arr);
  return rt_int(n);
}

/* np.size(a, axis=None): the element count, or asarray(a).shape[axis] (a tuple's IndexError) */
static Value f_size(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis"};
  Value a[2];
  rt_parse_args("size", argc, argv, kw, 2, names, 1, a);
  bool whole = rt_is_undef(a[1]) || rt_is_none(a[1]);
  int64_t ax = whole ? 0 : rt_to_index(a[1], NULL);
  Value arr = as_array(a[0]);
  const Array *x = RT_AS(Array, arr);
  int nd = x->ndim;
  int64_t n = whole ? x->size : ax >= -nd && ax < nd ? x->shape[ax < 0 ? ax + nd : ax] : -1;
  rt_decref(arr);
  if (n < 0) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  return rt_int(n);
}

static Value f_ndarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return np_ndarray_new(argc, argv, kw);
}

/* ---- views that rearrange axes: expand_dims, flip, broadcast_to, moveaxis, atleast_Nd ---- */

/* Axes argument (int or sequence) normalised against ndim; marks[] gets true for each. */
static void mark_axes(Value axis, int ndim, bool *marks) {
  int64_t axes[RT_MAXDIM];
  int n = np_parse_shape_c_long(axis, axes);
  for (int i = 0; i < ndim; i++) marks[i] = false;
  for (int i = 0; i < n; i++) {
    int ax = np_axis_index(axes[i], ndim);
    if (marks[ax]) rt_raise(RT_EXC_ValueError, "repeated axis");
    marks[ax] = true;
  }
}

static Value f_expand_dims(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis"};
  Value args[2];
  rt_parse_args("expand_dims", argc, argv, kw, 2, names, 2, args);
  Value arr = as_array(args[0]);
  int mark = rt_cleanup_push_value(&arr);
  Array *a = RT_AS(Array, arr);
  int nnew = rt_is_tuple(args[1]) || rt_is_list(args[1]) ? (int)rt_len(args[1]) : 1;
  int ndim = a->ndim + nnew;
  if (ndim > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  bool marks[RT_MAXDIM];
  mark_axes(args[1], ndim, marks);
  int64_t shape[RT_MAXDIM];
  for (int d = 0, s = 0; d < ndim; d++) shape[d] = marks[d] ? 1 : a->shape[s++];
  Value out = np_array_reshape(arr, ndim, shape); /* NumPy reshapes, so strides match */
  rt_cleanup_pop(mark, true);
  return out;
}

static Value flip_view(Value arr, const bool *marks) {
  Array *a = RT_AS(Array, arr);
  int64_t strides[RT_MAXDIM];
  char *data = a->data;
  for (int d = 0; d < a->ndim; d++) {
    strides[d] = marks[d] ? -a->strides[d] : a->strides[d];
    if (marks[d] && a->shape[d] > 0) data += (a->shape[d] - 1) * a->strides[d];
  }
  return rt_array_view(arr, a->dtype, a->ndim, a->shape, strides, data);
}

static Value f_flip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"m", "axis"};
  Value args[2];
  rt_parse_args("flip", argc, argv, kw, 2, names, 1, args);
  Value arr = as_array(args[0]);
  int mark = rt_cleanup_push_value(&arr);
  bool marks[RT_MAXDIM];
  if (rt_is_undef(args[1]) || rt_is_none(args[1])) {
    for (int d = 0; d < RT_MAXDIM; d++) marks[d] = true;
  } else {
    mark_axes(args[1], RT_AS(Array, arr)->ndim, marks);
  }
  Value out = flip_view(arr, marks);
  rt_cleanup_pop(mark, true);
  return out;
}

/* fliplr / flipud: flip one fixed axis of an array with at least min_ndim dims. */
static Value flip_axis(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                       int axis) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value arr = as_array(argv[0]);
  if (RT_AS(Array, arr)->ndim < axis + 1) {
    rt_cleanup_push_value(&arr);
    rt_raise(RT_EXC_ValueError, axis ? "Input must be >= 2-d." : "Input must be >= 1-d.");
  }
  bool marks[RT_MAXDIM] = {false};
  marks[axis] = true;
  Value out = flip_view(arr, marks);
  rt_decref(arr);
  return out;
}

static Value f_fliplr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return flip_axis("fliplr", argc, argv, kw, 1);
}

static Value f_flipud(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return flip_axis("flipud", argc, argv, kw, 0);
}

static Value f_broadcast_to(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"array", "shape", "subok"};
  Value args[3];
  rt_parse_args("broadcast_to", argc, argv, kw, 3, names, 2, args);
  Value arr = as_array(args[0]);
  int mark = rt_cleanup_push_value(&arr);
  Array *a = RT_AS(Array, arr);
  int64_t shape[RT_MAXDIM];
  int ndim = np_parse_shape(args[1], shape);
  if (!np_can_broadcast_to(a, ndim, shape)) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_puts(&sb, "operands could not be broadcast together with remapped shapes "
                    "[original->remapped]: ");
    np_sb_shape_compact(&sb, a->ndim, a->shape);
    rt_sb_puts(&sb, "  and requested shape ");
    np_sb_shape_compact(&sb, ndim, shape);
    np_raise_sb(RT_EXC_ValueError, "", &sb);
  }
  Value out = rt_array_broadcast_to(arr, ndim, shape);
  RT_AS(Array, out)->writeable = false;
  rt_cleanup_pop(mark, true);
  return out;
}

/* NumPy's normalize_axis_tuple(axes, ndim, argname) for moveaxis: each axis in range (the
 * AxisError names the argument), none repeated. */
static int moveaxis_axes(Value v, int ndim, const char *argname, int64_t *axes) {
  int n = np_parse_shape_c_long(v, axes);
  for (int i = 0; i < n; i++) {
    if (axes[i] < -ndim || axes[i] >= ndim) {
      rt_raise(RT_EXC_AxisError, "%s: axis %lld is out of bounds for array of dimension %d",
               argname, (long long)axes[i], ndim);
    }
    if (axes[i] < 0) axes[i] += ndim;
    for (int j = 0; j < i; j++)
      if (axes[j] == axes[i])
        rt_raise(RT_EXC_ValueError, "repeated axis in `%s` argument", argname);
  }
  return n;
}

static Value f_moveaxis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "source", "destination"};
  Value args[3];
  rt_parse_args("moveaxis", argc, argv, kw, 3, names, 3, args);
  Value arr = as_array(args[0]);
  int mark = rt_cleanup_push_value(&arr);
  int ndim = RT_AS(Array, arr)->ndim;
  int64_t src[RT_MAXDIM], dst[RT_MAXDIM], order[RT_MAXDIM];
  int n = moveaxis_axes(args[1], ndim, "source", src);
  if (moveaxis_axes(args[2], ndim, "destination", dst) != n) {
    rt_raise(RT_EXC_ValueError, "`source` and `destination` arguments must have the same number "
                                "of elements");
  }
  bool moved[RT_MAXDIM] = {false}, placed[RT_MAXDIM] = {false};
  for (int i = 0; i < n; i++) {
    moved[src[i]] = placed[dst[i]] = true;
    order[dst[i]] = src[i];
  }
  for (int d = 0, s = 0; d < ndim; d++) {
    if (placed[d]) continue;
    while (moved[s]) s++;
    order[d] = s++;
  }
  Value out = np_array_transpose_axes(arr, ndim, order);
  rt_cleanup_pop(mark, true);
  return out;
}

/* atleast_1d / atleast_2d: one argument gives an array, several a list. */
static Value at_least(int mindim, int argc, const Value *argv) {
  Value list = rt_list_new(argc);
  int mark = rt_cleanup_push_value(&list); /* as_array may raise (a str) */
  for (int i = 0; i < argc; i++) {
    Value arr = as_array(argv[i]);
    Array *a = RT_AS(Array, arr);
    if (a->ndim < mindim) {
      /* NumPy's layouts: 2-D (1, N); 3-D (1, N, 1) from 1-D and (M, N, 1) from 2-D; the new
       * axes are np.newaxis ones (stride 0), a 0-d input is reshaped */
      int64_t shape[3] = {1, 1, 1}, strides[3] = {0, 0, 0};
      int at = a->ndim == 2 ? 0 : 1;
      for (int d = 0; d < a->ndim; d++) {
        shape[at + d] = a->shape[d];
        strides[at + d] = a->strides[d];
      }
      Value r = a->ndim == 0 ? np_array_reshape(arr, mindim, shape)
                             : rt_array_view(arr, a->dtype, mindim, shape, strides, a->data);
      rt_decref(arr);
      arr = r;
    }
    if (argc == 1) {
      rt_cleanup_pop(mark, true); /* the list */
      return arr;
    }
    rt_list_append(list, arr);
    rt_decref(arr);
  }
  rt_cleanup_pop(mark, false);
  return list;
}

static Value f_atleast_1d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("atleast_1d", 0, kw, 0, 0);
  return at_least(1, argc, argv);
}

static Value f_atleast_2d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("atleast_2d", 0, kw, 0, 0);
  return at_least(2, argc, argv);
}

static Value f_atleast_3d(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("atleast_3d", 0, kw, 0, 0);
  return at_least(3, argc, argv);
}

/* ---- copyto, shares_memory, may_share_memory ---- */

static Value f_copyto(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dst", "src", "casting", "where"};
  Value args[4];
  rt_parse_args("copyto", argc, argv, kw, 4, names, 2, args);
  if (!rt_is_array(args[0])) {
    rt_raise(RT_EXC_TypeError, "copyto() argument 1 must be numpy.ndarray, not %s",
             rt_type_name(args[0]));
  }
  Value src = as_array(args[1]);
  int mark = rt_cleanup_push_value(&src);
  np_copyto_checked(args[0], src, !rt_is_array(args[1]), args[2], args[3]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* Lowest and one-past-highest byte an array touches. */
static void byte_bounds(const Array *a, char **lo, char **hi) {
  char *l = a->data, *h = a->data;
  for (int d = 0; d < a->ndim; d++) {
    int64_t ext = (a->shape[d] - 1) * a->strides[d];
    if (ext < 0) l += ext;
    else h += ext;
  }
  *lo = l;
  *hi = h + rt_dtypes[a->dtype].itemsize;
}

static void mark_bytes(const Array *a, char *base, uint8_t *map, int bit) {
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it)) {
    for (int k = 0; k < rt_dtypes[a->dtype].itemsize; k++) map[it.ptr - base + k] |= (uint8_t)bit;
  }
}

/* exact: whether some byte is really used by both (a bitmap over the common range). */
static bool arrays_overlap(const Array *a, const Array *b, bool exact) {
  if (a->size == 0 || b->size == 0) return false;
  char *alo, *ahi, *blo, *bhi;
  byte_bounds(a, &alo, &ahi);
  byte_bounds(b, &blo, &bhi);
  if (ahi <= blo || bhi <= alo) return false;
  char *lo = alo < blo ? alo : blo, *hi = ahi > bhi ? ahi : bhi;
  if (!exact || hi - lo > (INT64_C(1) << 26)) return true;
  uint8_t *map = rt_calloc((size_t)(hi - lo), 1);
  mark_bytes(a, lo, map, 1);
  mark_bytes(b, lo, map, 2);
  bool both = false;
  for (int64_t i = 0; i < hi - lo && !both; i++) both = map[i] == 3;
  free(map);
  return both;
}

static Value share_check(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                         bool exact) {
  static const char *const names[] = {"a", "b", "max_work"};
  Value args[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 2, args);
  if (!rt_is_array(args[0]) || !rt_is_array(args[1])) return rt_bool(false);
  return rt_bool(arrays_overlap(RT_AS(Array, args[0]), RT_AS(Array, args[1]), exact));
}

static Value f_shares_memory(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return share_check("shares_memory", argc, argv, kw, true);
}

static Value f_may_share_memory(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return share_check("may_share_memory", argc, argv, kw, false);
}

static bool is_ndarray(Value v) {
  return rt_is_array(v) || np_is_strarr(v) || np_is_objarr(v) || np_is_recarr(v) ||
         np_is_matrix(v) || np_is_chararray(v) || np_is_ma(v);
}

void np_register_array(Value m) {
  static const MethodEntry mine[] = {
      {"reshape", m_reshape}, {"transpose", m_transpose}, {"ravel", m_ravel},
      {"flatten", m_flatten}, {"view", m_view},           {"swapaxes", m_swapaxes},
      {"squeeze", m_squeeze}, {"tolist", m_tolist},       {"item", m_item},
      {"fill", m_fill},
  };
  for (size_t i = 0; i < sizeof mine / sizeof mine[0]; i++) {
    np_register_method(mine[i].name, mine[i].fn);
  }
  np_register_array_copies();
  static const MethodEntry fns[] = {
      {"reshape", f_reshape}, {"transpose", f_transpose}, {"ravel", f_ravel},
      {"swapaxes", f_swapaxes}, {"squeeze", f_squeeze},   {"shape", f_shape},
      {"ndim", f_ndim},       {"size", f_size},
      {"expand_dims", f_expand_dims}, {"flip", f_flip},
      {"fliplr", f_fliplr},   {"flipud", f_flipud},
      {"broadcast_to", f_broadcast_to}, {"moveaxis", f_moveaxis},
      {"atleast_1d", f_atleast_1d}, {"atleast_2d", f_atleast_2d},
      {"atleast_3d", f_atleast_3d}, {"copyto", f_copyto},   {"shares_memory", f_shares_memory},
      {"may_share_memory", f_may_share_memory},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
    rt_module_add_fn(m, fns[i].name, fns[i].fn);
  }
  rt_module_set(m, "ndarray",
                rt_native_class("ndarray", f_ndarray, is_ndarray, "<class 'numpy.ndarray'>"));
}
