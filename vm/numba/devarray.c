/* devarray.c — the DeviceNDArray object, host<->device copies and their accounting, and the
 * allocation functions of numba.cuda (to_device, device_array, device_array_like,
 * pinned_array). See devarray.h for the model: device memory is an Array (the host mirror) the
 * host touches only through a counted copy, made current first when the GPU holds the newer copy
 * (devarray_sync.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/prof_sink.h"
#include "devarray.h"
#include "devarray_sync.h"
#include "devrecarray.h"
#include "cuda_host.h"
#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../kir/kir_engine.h"
#include "../kir/numba_types.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../base/strbuf.h"

/* ---- transfer accounting ---- */

static RtCopyHook copy_hook;
static void *copy_hook_ud;

void rt_set_copy_hook(RtCopyHook hook, void *ud) {
  copy_hook = hook;
  copy_hook_ud = ud;
}

void rt_copy_count(RtCopyDir dir, int64_t nbytes) {
  if (copy_hook) copy_hook(dir, nbytes, false, 0, copy_hook_ud);
}

void rt_copy_count_host(RtCopyDir dir, int64_t nbytes, const Array *host) {
  rt_copy_count_stream(dir, nbytes, host, 0);
}

void rt_copy_count_stream(RtCopyDir dir, int64_t nbytes, const Array *host, int64_t stream) {
  if (copy_hook) copy_hook(dir, nbytes, host && rt_array_pinned(host), stream, copy_hook_ud);
}


static int64_t array_nbytes(const Array *a) { return a->size * rt_dtypes[a->dtype].itemsize; }

/* ---- the object ---- */

/* The bytes [*lo, *hi) of a's buffer that a's elements span (strides may be negative). */
static void byte_span(const Array *a, char **lo, char **hi) {
  int64_t down = 0, up = rt_dtypes[a->dtype].itemsize;
  for (int k = 0; k < a->ndim && a->size; k++) {
    int64_t span = (a->shape[k] - 1) * a->strides[k];
    if (span < 0) down += span;
    else up += span;
  }
  *lo = a->data + down;
  *hi = a->size ? a->data + up : a->data;
}

/* The coherence record of the buffer behind arr: the one of the Array owning the memory, so
 * that every view, and every device array wrapping the same Array, shares it. */
static RtDevMem *memory_of(const Array *arr) {
  const Array *root = arr;
  if (arr->base && arr->base->type == &rt_array_type) root = (const Array *)arr->base;
  char *lo, *hi;
  byte_span(root, &lo, &hi);
  return rt_devmem_acquire(lo, (size_t)(hi - lo));
}

Value rt_devarray_wrap(Value arr) {
  DeviceArray *d = rt_malloc(sizeof *d);
  d->mem = memory_of(RT_AS(Array, arr));
  rt_obj_init(&d->hdr, &rt_devarray_type);
  rt_incref(arr);
  d->array = arr;
  d->records = rt_undef();
  return rt_obj(d);
}

Value rt_devarray_wrap_records(Value records) {
  Value np = rt_import("numpy");
  int c = rt_cleanup_push_value(&np);
  Value view = rt_getattr(records, "view"), u8 = rt_getattr(np, "uint8");
  Value raw = rt_call(view, 1, &u8, NULL);
  rt_decref(view);
  rt_decref(u8);
  rt_cleanup_pop(c, true);
  c = rt_cleanup_push_value(&raw);
  Value d = rt_devarray_wrap(raw);
  rt_cleanup_pop(c, true);
  rt_incref(records);
  RT_AS(DeviceArray, d)->records = records;
  return d;
}

/* What the program sees of d, made current: its records, or its host Array (borrowed). */
static Value shown(Value d, bool write) {
  Value host = rt_devarray_host(d, write);
  const DeviceArray *a = RT_AS(DeviceArray, d);
  return rt_is_undef(a->records) ? host : a->records;
}

static bool has_records(Value d) { return !rt_is_undef(RT_AS(DeviceArray, d)->records); }

Value rt_devarray_host(Value d, bool write) {
  DeviceArray *a = RT_AS(DeviceArray, d);
  if (write) rt_devmem_host_write(a->mem, false);
  else rt_devmem_host_read(a->mem);
  return a->array;
}


Value rt_devarray_empty(DType dt, int ndim, const int64_t *shape) {
  Value arr = rt_array_new(dt, ndim, shape, true);
  if (PROF_ON()) prof_alloc(array_nbytes(RT_AS(Array, arr)), true);
  Value d = rt_devarray_wrap(arr);
  rt_decref(arr);
  return d;
}

static bool is_f_contiguous(const Array *a) {
  int64_t step = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim && a->size; i++) {
    if (a->shape[i] != 1 && a->strides[i] != step) return false;
    step *= a->shape[i];
  }
  return true;
}

/* A new array in C order, or in Fortran order (a transposed view of memory allocated with the
 * reversed shape); zero-filled when `zero`, else left for the caller to fill entirely. */
static Value alloc_order(DType dt, int ndim, const int64_t *shape, bool fortran, bool zero) {
  if (!fortran) return rt_array_new(dt, ndim, shape, zero);
  int64_t rshape[RT_MAXDIM], strides[RT_MAXDIM], step = rt_dtypes[dt].itemsize;
  for (int i = 0; i < ndim; i++) {
    rshape[i] = shape[ndim - 1 - i];
    strides[i] = step;
    step *= shape[i];
  }
  Value mem = rt_array_new(dt, ndim, rshape, zero);
  Value f = rt_array_view(mem, dt, ndim, shape, strides, RT_AS(Array, mem)->data);
  rt_decref(mem);
  return f;
}

/* A new array with a's shape, dtype and layout as Numba keeps it: Fortran order for an
 * F-contiguous (and not C-contiguous) array, C order otherwise. */
static Value alloc_like(const Array *a, bool zero) {
  return alloc_order(a->dtype, a->ndim, a->shape, !rt_array_is_c_contiguous(a) && is_f_contiguous(a), zero);
}

/* True when a's elements are exactly its byte span (no gaps, no broadcast axes). */
static bool dense(const Array *a) {
  char *lo, *hi;
  byte_span(a, &lo, &hi);
  return hi - lo == a->size * rt_dtypes[a->dtype].itemsize;
}

/* True when a and b hold their elements as the same bytes in the same order, so that one
 * buffer can be copied onto the other whole. */
static bool same_bytes(const Array *a, const Array *b) {
  if (a->size != b->size || a->dtype != b->dtype || !dense(a) || !dense(b)) return false;
  return (rt_array_is_c_contiguous(a) && rt_array_is_c_contiguous(b)) || (is_f_contiguous(a) && is_f_contiguous(b));
}

/* True when d's elements are every byte of its memory (a copy into it leaves nothing old). */
static bool covers_memory(Value d) {
  const Array *a = rt_devarray_array(d);
  const RtDevMem *m = RT_AS(DeviceArray, d)->mem;
  char *lo, *hi;
  byte_span(a, &lo, &hi);
  return dense(a) && lo == m->host && (size_t)(hi - lo) == m->bytes;
}


/* numba's sentry_contiguous: only C- or F-contiguous arrays (broadcast axes aside) transfer. */
static void check_transferable(const Array *a) {
  Array core = *a;
  for (int i = 0; i < core.ndim; i++) {
    if (core.strides[i] == 0) core.shape[i] = 1;
  }
  if (rt_array_is_c_contiguous(&core) || is_f_contiguous(&core)) return;
  rt_raise(RT_EXC_ValueError, "Array contains non-contiguous buffer and cannot be transferred as "
           "a single memory region. Please ensure contiguous buffer with numpy "
           ".ascontiguousarray()");
}

static Value from_host_on(Value obj, int64_t stream);

Value rt_devarray_from_host(Value obj) { return from_host_on(obj, 0); }

/* to_device(obj, stream): the copy is issued on stream (the profiler models its overlap). */
static Value from_host_on(Value obj, int64_t stream) {
  if (rt_is_devarray(obj)) {
    rt_incref(obj);
    return obj;
  }
  if (rt_is_devrec(obj)) {
    rt_incref(obj);
    return obj;
  }
  if (rt_is_record_array(obj)) return rt_devrec_from_host(obj);
  Value host = rt_array_from_value(obj, -1);
  const Array *h = RT_AS(Array, host);
  int mark = rt_cleanup_push_value(&host);
  check_transferable(h);
  rt_cleanup_pop(mark, false);
  Value copy = alloc_like(h, false);
  Value d = rt_devarray_wrap(copy);
  rt_decref(copy);
  /* with a GPU in use the one copy goes straight to the device, and the mirror waits */
  if (!(same_bytes(h, RT_AS(Array, copy)) && rt_devmem_upload_from(RT_AS(DeviceArray, d)->mem, h->data)))
    rt_array_assign(copy, host);
  if (PROF_ON()) prof_alloc(array_nbytes(RT_AS(Array, copy)), true);
  rt_copy_count_stream(RT_COPY_H2D, array_nbytes(RT_AS(Array, copy)), RT_AS(Array, host), stream);
  rt_decref(host);
  return d;
}

static void devarray_free(Obj *o) {
  DeviceArray *d = (DeviceArray *)o;
  rt_devmem_release(d->mem);
  rt_decref(d->array);
  if (!rt_is_undef(d->records)) rt_decref(d->records);
  free(d);
}

/* Without a GPU, device arrays are what Numba's CUDA simulator (the oracle) makes of them: a
 * FakeCUDAArray, whose str and repr are its NumPy array's. With a GPU, real Numba's
 * DeviceNDArray, which prints as an object (its contents would need a copy back). */
static bool simulated(void) { return !kir_engine_device(); }

static Value devarray_repr(Value self) {
  if (simulated()) return rt_repr(shown(self, false));
  return rt_str_printf("<numba.cuda.cudadrv.devicearray.DeviceNDArray object at %p>",
                       (void *)self.as.o);
}

static Value devarray_str(Value self) {
  if (simulated()) return rt_to_str(shown(self, false));
  return devarray_repr(self);
}

/* Shape and strides without the length-1 axes (NumPy's squeeze). Returns the ndim left. */
static int squeeze(const Array *a, int64_t *shape, int64_t *strides) {
  int n = 0;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] == 1) continue;
    shape[n] = a->shape[i];
    strides[n++] = a->strides[i];
  }
  return n;
}

static _Noreturn void raise_incompatible(const char *what, int n1, const int64_t *v1, int n2,
                                         const int64_t *v2) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "incompatible %s: ", what);
  rt_sb_shape(&sb, n1, v1);
  rt_sb_puts(&sb, " vs. ");
  rt_sb_shape(&sb, n2, v2);
  Value msg = rt_sb_to_str(&sb);
  rt_cleanup_push_value(&msg); /* released after the message is made */
  rt_raise(RT_EXC_ValueError, "%s", rt_str_data(msg));
}

/* numba's check_array_compatibility(ary1, ary2): same dtype, same squeezed shape and (when not
 * empty) the same squeezed strides, with its messages. */
static void check_compatible(const Array *a1, const Array *a2) {
  if (a1->dtype != a2->dtype) {
    rt_raise(RT_EXC_TypeError, "incompatible dtype: %s vs. %s", rt_dtypes[a1->dtype].name,
             rt_dtypes[a2->dtype].name);
  }
  int64_t sh1[RT_MAXDIM], st1[RT_MAXDIM], sh2[RT_MAXDIM], st2[RT_MAXDIM];
  int n1 = squeeze(a1, sh1, st1), n2 = squeeze(a2, sh2, st2);
  bool same = n1 == n2, strides = n1 == n2;
  for (int i = 0; same && i < n1; i++) same = sh1[i] == sh2[i];
  for (int i = 0; strides && i < n1; i++) strides = st1[i] == st2[i];
  if (!same) raise_incompatible("shape", a1->ndim, a1->shape, a2->ndim, a2->shape);
  if (a1->size && !strides) raise_incompatible("strides", a1->ndim, a1->strides, a2->ndim, a2->strides);
}

/* Copy src's bytes into dst (checked compatible: same dtype, squeezed shape and strides). */
static void copy_raw(Value dst, Value src) {
  Array *d = RT_AS(Array, dst), *s = RT_AS(Array, src);
  if (d->ndim == s->ndim) {
    rt_array_assign(dst, src);
    return;
  }
  Value view = rt_array_view(src, s->dtype, d->ndim, d->shape, d->strides, s->data);
  rt_array_assign(dst, view);
  rt_decref(view);
}

/* dst (a host array checked compatible) gets d's elements: straight from the GPU when only its
 * copy is current and the bytes line up, else from the mirror. */
static void read_device(Value d, Value dst) {
  Array *h = RT_AS(Array, dst);
  if (covers_memory(d) && same_bytes(rt_devarray_array(d), h) && rt_devmem_read_into(RT_AS(DeviceArray, d)->mem, h->data))
    return;
  copy_raw(dst, rt_devarray_host(d, false));
}

static Value to_host_on(Value d, int64_t stream) {
  if (has_records(d)) { /* a copy of the records, current */
    Value copy_fn = rt_getattr(shown(d, false), "copy");
    int c = rt_cleanup_push_value(&copy_fn);
    Value copy = rt_call(copy_fn, 0, NULL, NULL);
    rt_cleanup_pop(c, true);
    rt_copy_count_stream(RT_COPY_D2H, array_nbytes(rt_devarray_array(d)), NULL, stream);
    return copy;
  }
  Value copy = alloc_like(rt_devarray_array(d), false);
  read_device(d, copy);
  rt_copy_count_stream(RT_COPY_D2H, array_nbytes(RT_AS(Array, copy)), NULL, stream);
  return copy;
}

Value rt_devarray_to_host(Value d) { return to_host_on(d, 0); }

static Value m_copy_to_host(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ary", "stream"};
  Value a[2];
  rt_parse_args("copy_to_host", argc, argv, kw, 2, names, 0, a);
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) {
    return to_host_on(self, rt_is_undef(a[1]) ? 0 : rt_cuda_stream_id(a[1]));
  }
  if (has_records(self))
    rt_raise(RT_EXC_TypeError, "copy_to_host(ary) of a device array of records is not supported in Weft: use copy_to_host()");
  if (!rt_is_array(a[0])) rt_raise(RT_EXC_TypeError, "copy_to_host: ary must be a NumPy array");
  check_compatible(rt_devarray_array(self), RT_AS(Array, a[0]));
  read_device(self, a[0]);
  rt_copy_count_stream(RT_COPY_D2H, array_nbytes(rt_devarray_array(self)), RT_AS(Array, a[0]),
                       rt_is_undef(a[1]) ? 0 : rt_cuda_stream_id(a[1]));
  rt_incref(a[0]);
  return a[0];
}

static Value m_copy_to_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ary", "stream"};
  Value a[2];
  rt_parse_args("copy_to_device", argc, argv, kw, 2, names, 1, a);
  Value dev = RT_AS(DeviceArray, self)->array;
  bool from_device = rt_is_devarray(a[0]);
  Value src;
  if (from_device) {
    src = rt_devarray_host(a[0], false);
    rt_incref(src);
  } else {
    /* numba first makes the host array contiguous like the device array */
    Value host = rt_array_from_value(a[0], -1);
    src = rt_array_contiguous(host, false);
    rt_decref(host);
  }
  if (RT_AS(Array, src)->size) {
    int mark = rt_cleanup_push_value(&src);
    check_compatible(rt_devarray_array(self), RT_AS(Array, src));
    rt_cleanup_pop(mark, false);
    rt_devmem_host_write(RT_AS(DeviceArray, self)->mem, covers_memory(self));
    copy_raw(dev, src);
    rt_copy_count_stream(from_device ? RT_COPY_D2D : RT_COPY_H2D, array_nbytes(rt_devarray_array(self)),
                         from_device ? NULL : RT_AS(Array, src), rt_is_undef(a[1]) ? 0 : rt_cuda_stream_id(a[1]));
  }
  rt_decref(src);
  return rt_none();
}

static Value m_is_c_contiguous(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("is_c_contiguous", argc, kw, 0, 0);
  return rt_bool(rt_array_is_c_contiguous(rt_devarray_array(self)));
}

static Value m_is_f_contiguous(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("is_f_contiguous", argc, kw, 0, 0);
  return rt_bool(is_f_contiguous(rt_devarray_array(self)));
}

/* reshape/ravel: the array's own method, its result (a view of device memory) wrapped again. */
static Value forward_view_method(const char *name, Value self, int argc, const Value *argv,
                                 const Kwargs *kw) {
  Value m = rt_getattr(rt_devarray_host(self, false), name); /* a copy when it cannot be a view */
  Value r = rt_call(m, argc, argv, kw);
  rt_decref(m);
  Value d = rt_devarray_wrap(r);
  rt_decref(r);
  return d;
}

static Value m_reshape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return forward_view_method("reshape", self, argc, argv, kw);
}

static Value m_ravel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return forward_view_method("ravel", self, argc, argv, kw);
}

static Value devarray_getitem(Value self, Value key);
static int64_t devarray_len(Value self);

static Value m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return forward_view_method("view", self, argc, argv, kw);
}

static Value m_transpose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return forward_view_method("transpose", self, argc, argv, kw);
}

/* d.split(section, stream=0): device views of section elements each (the last shorter). */
static Value m_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"section", "stream"};
  Value a[2];
  rt_parse_args("split", argc, argv, kw, 2, names, 1, a);
  int64_t section = rt_to_index(a[0], "section"), n = devarray_len(self);
  if (section <= 0) rt_raise(RT_EXC_ValueError, "range() arg 3 must not be zero");
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t lo = 0; lo < n || (lo == 0 && n == 0); lo += section) {
    Value key = rt_slice_new(rt_int(lo), lo + section < n ? rt_int(lo + section) : rt_none(), rt_none());
    Value part = devarray_getitem(self, key);
    rt_decref(key);
    rt_list_append(out, part);
    rt_decref(part);
    if (n == 0) break;
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"copy_to_host", m_copy_to_host},
    {"copy_to_device", m_copy_to_device},
    {"is_c_contiguous", m_is_c_contiguous},
    {"is_f_contiguous", m_is_f_contiguous},
    {"reshape", m_reshape},
    {"ravel", m_ravel},
    {"view", m_view},
    {"split", m_split},
};

/* d.__cuda_array_interface__ as Numba 0.56's DeviceNDArray gives it (version 3): the data
 * pointer is the device buffer's when a GPU holds one, else the simulated memory's address. */
static Value cuda_array_interface(Value self) {
  const DeviceArray *d = RT_AS(DeviceArray, self);
  const Array *a = RT_AS(Array, d->array);
  Value dict = rt_dict_new();
  int mark = rt_cleanup_push_value(&dict);
  Value shape = rt_getattr(d->array, "shape");
  rt_dict_set_str(dict, "shape", shape);
  Value strides = rt_array_is_c_contiguous(a) ? rt_none() : rt_getattr(d->array, "strides");
  rt_dict_set_str(dict, "strides", strides);
  rt_decref(shape);
  rt_decref(strides);
  const char *base = d->mem && d->mem->dev ? (const char *)d->mem->dev + (a->data - d->mem->host) : a->data;
  Value data = rt_tuple_new(2);
  rt_tuple_set(data, 0, rt_int((int64_t)(intptr_t)base));
  rt_tuple_set(data, 1, rt_bool(false));
  rt_dict_set_str(dict, "data", data);
  rt_decref(data);
  Value dt = rt_getattr(d->array, "dtype");
  Value typestr = rt_getattr(dt, "str");
  rt_dict_set_str(dict, "typestr", typestr);
  rt_decref(typestr);
  rt_decref(dt);
  rt_dict_set_str(dict, "stream", rt_none());
  rt_dict_set_str(dict, "version", rt_int(3));
  rt_cleanup_pop(mark, false);
  return dict;
}

/* The simulator's FakeCUDAArray hands every other attribute to its NumPy array (d.sum(),
 * d.astype(...), d.flags), with its own message for one the array lacks. */
static Value fake_getattr(Value self, const char *name) {
  if (!strcmp(name, "transpose")) return rt_native_bind("transpose", m_transpose, self);
  Value host = shown(self, false);
  Value v = host.as.o->type->getattr(host, name);
  if (rt_is_undef(v)) rt_raise(RT_EXC_AttributeError, "Wrapped array has no attribute '%s'", name);
  return v;
}

/* A device array of records has what Numba's simulator gives its states: its records' shape,
 * dtype and sizes, copy_to_host() and the NumPy array's own attributes; the methods written for
 * arrays of numbers here are refused rather than run on its bytes. */
static Value records_getattr(Value self, const char *name) {
  static const char *const plain[] = {"shape", "dtype", "size", "nbytes", "ndim", "strides", "itemsize"};
  for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
    if (!strcmp(name, plain[i])) return rt_getattr(RT_AS(DeviceArray, self)->records, name);
  if (!strcmp(name, "copy_to_host")) return rt_native_bind(name, m_copy_to_host, self);
  if (!strcmp(name, "stream")) return rt_int(0);
  if (!strcmp(name, "alloc_size")) return rt_getattr(RT_AS(DeviceArray, self)->records, "nbytes");
  bool ours = !strcmp(name, "T") || !strcmp(name, "__cuda_array_interface__");
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) ours |= !strcmp(name, methods[i].name);
  if (ours) rt_raise(RT_EXC_TypeError, "%s of a device array of records is not supported in Weft", name);
  return simulated() ? fake_getattr(self, name) : rt_undef();
}

static Value devarray_getattr(Value self, const char *name) {
  if (has_records(self)) return records_getattr(self, name);
  if (!strcmp(name, "__cuda_array_interface__")) return cuda_array_interface(self);
  static const char *const plain[] = {"shape", "dtype", "size", "nbytes", "ndim", "strides",
                                      "itemsize"};
  for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
    if (!strcmp(name, plain[i])) return rt_getattr(RT_AS(DeviceArray, self)->array, name);
  }
  if (!strcmp(name, "T")) {
    Value t = rt_getattr(RT_AS(DeviceArray, self)->array, "T");
    Value d = rt_devarray_wrap(t);
    rt_decref(t);
    return d;
  }
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  }
  if (!strcmp(name, "stream")) return rt_int(0);
  if (!strcmp(name, "alloc_size")) return rt_getattr(RT_AS(DeviceArray, self)->array, "nbytes");
  if (simulated()) return fake_getattr(self, name);
  return rt_undef();
}

/* The operators the simulator's FakeCUDAArray defines, on its left side only: the NumPy result,
 * as a device array when it is an array. Real Numba's DeviceNDArray has none. */
static Value devarray_binop(BinOp op, Value a, Value b) {
  static const bool fake_has[RT_BINOP_COUNT] = {
      [RT_OP_ADD] = true, [RT_OP_SUB] = true, [RT_OP_MUL] = true, [RT_OP_TRUEDIV] = true,
      [RT_OP_FLOORDIV] = true, [RT_OP_MOD] = true, [RT_OP_POW] = true, [RT_OP_EQ] = true,
      [RT_OP_NE] = true, [RT_OP_LT] = true, [RT_OP_LE] = true, [RT_OP_GT] = true, [RT_OP_GE] = true};
  if (!simulated() || !fake_has[op] || !rt_is_devarray(a) || has_records(a) || (rt_is_devarray(b) && has_records(b)))
    return rt_undef();
  Value other = rt_is_devarray(b) ? rt_devarray_host(b, false) : b;
  Value r = rt_binop(op, rt_devarray_host(a, false), other);
  if (!rt_is_array(r)) return r;
  Value d = rt_devarray_wrap(r);
  rt_decref(r);
  return d;
}

/* np.asarray(d) and the ufuncs: the simulator's FakeCUDAArray exposes its array's interface
 * (the same memory); real Numba's __array__ copies back to the host. */
static Value devarray_as_array(Value self) {
  if (!simulated()) return rt_devarray_to_host(self);
  Value host = shown(self, false);
  rt_incref(host);
  return host;
}

/* d[i] copies one element back (a host scalar); d[a:b] is a device view. */
static Value devarray_getitem(Value self, Value key) {
  if (has_records(self)) return rt_getitem(shown(self, false), key); /* a record, or host records */
  if (rt_is_devarray(key)) key = rt_devarray_host(key, false); /* d[d > 1]: a device mask */
  Value r = rt_getitem(rt_devarray_host(self, false), key);
  if (!rt_is_array(r)) {
    rt_copy_count(RT_COPY_D2H, rt_dtypes[rt_devarray_array(self)->dtype].itemsize);
    return r;
  }
  Value d = rt_devarray_wrap(r);
  rt_decref(r);
  return d;
}

static void devarray_setitem(Value self, Value key, Value v) {
  if (has_records(self)) {
    rt_setitem(shown(self, true), key, v);
    return;
  }
  Value src = rt_is_devarray(v) ? rt_devarray_host(v, false) : v;
  if (rt_is_devarray(key)) key = rt_devarray_host(key, false);
  rt_setitem(rt_devarray_host(self, true), key, src);
  rt_copy_count(rt_is_devarray(v) ? RT_COPY_D2D : RT_COPY_H2D,
                rt_is_array(src) ? array_nbytes(RT_AS(Array, src))
                                 : rt_dtypes[rt_devarray_array(self)->dtype].itemsize);
}

static int64_t devarray_len(Value self) {
  if (has_records(self)) return rt_len(RT_AS(DeviceArray, self)->records);
  Array *a = rt_devarray_array(self);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return a->shape[0];
}

/* Python iterates a DeviceNDArray through d[0], d[1], ... (it has no __iter__). */
static Value devarray_iter(Value self) { return rt_seq_iter_new(self); }

static Value devarray_no_new(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create instances of this type in Weft (use cuda.to_device or cuda.device_array)");
}

static const char *devarray_type_name(Value self) {
  (void)self;
  return simulated() ? "FakeCUDAArray" : "DeviceNDArray";
}

/* type(d): Numba's class, its repr naming its module (each made once): the simulator's without a
 * GPU, real Numba's with one. */
static bool any_devarray(Value v) { return rt_is_devarray(v) || rt_is_devrec(v); }

Value rt_devarray_class(void) {
  static Value real, fake;
  Value *cls = simulated() ? &fake : &real;
  if (!rt_is_obj(*cls))
    *cls = cls == &fake ? rt_native_class("FakeCUDAArray", devarray_no_new, any_devarray,
                                          "<class 'numba.cuda.simulator.cudadrv.devicearray.FakeCUDAArray'>")
                        : rt_native_class("DeviceNDArray", devarray_no_new, any_devarray,
                                          "<class 'numba.cuda.cudadrv.devicearray.DeviceNDArray'>");
  rt_incref(*cls);
  return *cls;
}

static Value devarray_type_object(Value self) {
  (void)self;
  return rt_devarray_class();
}

const ObjType rt_devarray_type = {
    .name = "DeviceNDArray",
    .type_object = devarray_type_object,
    .free = devarray_free,
    .repr = devarray_repr,
    .str = devarray_str,
    .getattr = devarray_getattr,
    .getitem = devarray_getitem,
    .setitem = devarray_setitem,
    .len = devarray_len,
    .iter = devarray_iter,
    .binop = devarray_binop,
    .as_array = devarray_as_array,
    .type_name = devarray_type_name,
};

/* ---- numba.cuda allocation functions ---- */

/* shape: an int or a tuple/list of ints. */
static int parse_shape(Value v, int64_t *shape) {
  if (!rt_is_tuple(v) && !rt_is_list(v)) {
    shape[0] = rt_to_index(v, "shape");
    if (shape[0] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
    return 1;
  }
  int64_t n = rt_len(v);
  if (n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions: %lld", (long long)n);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(v, rt_int(i));
    shape[i] = rt_to_index(item, "shape");
    rt_decref(item);
    if (shape[i] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  }
  return (int)n;
}

static DType parse_dtype(Value v) {
  if (rt_is_undef(v)) return DT_FLOAT64;
  int dt = nb_dtype_of(v);
  if (dt < 0) return rt_dtype_from_value(v); /* raises NumPy's "data type not understood" */
  return (DType)dt;
}

static Value cuda_to_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "stream", "copy", "to"};
  Value a[4];
  rt_parse_args("to_device", argc, argv, kw, 4, names, 1, a);
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3])) {
    m_copy_to_device(a[3], 1, a, NULL);
    rt_incref(a[3]);
    return a[3];
  }
  return from_host_on(a[0], rt_is_undef(a[1]) ? 0 : rt_cuda_stream_id(a[1]));
}

static Value alloc_like_args(const char *fname, bool device, int argc, const Value *argv,
                             const Kwargs *kw) {
  static const char *const names[] = {"shape", "dtype", "strides", "order", "stream"};
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, device ? 5 : 4, names, 1, a);
  if (device && !rt_is_undef(a[1]) && nb_dtype_of(a[1]) < 0) { /* records: [('x', 'f4'), ...] */
    Value d = rt_devrec_alloc(a[0], a[1]);
    if (!rt_is_undef(d)) return d;
  }
  int64_t shape[RT_MAXDIM];
  int ndim = parse_shape(a[0], shape);
  DType dt = parse_dtype(a[1]);
  bool fortran = !rt_is_undef(a[3]) && rt_is_str(a[3]) && !strcmp(rt_str_data(a[3]), "F");
  Value arr = alloc_order(dt, ndim, shape, fortran, true);
  if (!device) return arr;
  Value d = rt_devarray_wrap(arr);
  rt_decref(arr);
  return d;
}

static Value cuda_device_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return alloc_like_args("device_array", true, argc, argv, kw);
}

/* A host array whose buffer is pinned for good (Numba's pinned_array, mapped_array). */
static Value pinned_result(Value arr) {
  rt_pin_buffer(RT_AS(Array, arr)->buffer_id, 1);
  return arr;
}

static Value cuda_pinned_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return pinned_result(alloc_like_args("pinned_array", false, argc, argv, kw));
}

/* A mapped array: pinned host memory the device can also address. Numba's is a device array
 * the host may also use as an array (the simulator's FakeCUDAArray, compiled Numba's
 * MappedNDArray): Weft's device array over a pinned buffer, so copy_to_host, kernels and the
 * array operations all work; portable and wc change nothing. */
static Value mapped_result(Value arr) {
  pinned_result(arr);
  Value d = rt_devarray_wrap(arr);
  rt_decref(arr);
  return d;
}

/* mapped_array(shape, dtype, strides, order, stream, portable, wc) */
static Value cuda_mapped_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"shape", "dtype", "strides", "order", "stream", "portable", "wc"};
  Value a[7];
  rt_parse_args("mapped_array", argc, argv, kw, 7, names, 1, a);
  return mapped_result(alloc_like_args("mapped_array", false, 4, a, NULL));
}

/* pinned_array_like(ary) / mapped_array_like(ary, stream, portable, wc): ary's shape, dtype and
 * layout (C or Fortran order, as Numba's _order_like_array picks). */
static Value pinned_like(const char *fname, int nargs, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ary", "stream", "portable", "wc"};
  Value a[4];
  rt_parse_args(fname, argc, argv, kw, nargs, names, 1, a);
  Value tmp = rt_is_devarray(a[0]) ? rt_undef() : rt_array_from_value(a[0], -1);
  const Array *src = rt_is_devarray(a[0]) ? rt_devarray_array(a[0]) : RT_AS(Array, tmp);
  Value r = alloc_like(src, true); /* zeroed, as every Weft allocation: runs are deterministic */
  rt_decref(tmp);
  return pinned_result(r);
}

static Value cuda_pinned_array_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return pinned_like("pinned_array_like", 1, argc, argv, kw);
}

static Value cuda_mapped_array_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return mapped_result(pinned_like("mapped_array_like", 4, argc, argv, kw));
}

/* device_array_like of records: zeroed records of the same shape and dtype. */
static Value records_like(Value ary) {
  Value shape = rt_getattr(ary, "shape"), dtype = rt_getattr(ary, "dtype");
  Value d = rt_devrec_alloc(shape, dtype);
  rt_decref(shape);
  rt_decref(dtype);
  return d;
}

static Value cuda_device_array_like(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"ary", "stream"};
  Value a[2];
  rt_parse_args("device_array_like", argc, argv, kw, 2, names, 1, a);
  if (rt_is_devrec(a[0]) || rt_is_record_array(a[0])) return records_like(a[0]);
  const Array *src;
  Value tmp = rt_undef();
  if (rt_is_devarray(a[0])) {
    src = rt_devarray_array(a[0]);
  } else {
    tmp = rt_array_from_value(a[0], -1);
    src = RT_AS(Array, tmp);
  }
  Value mem = alloc_like(src, true);
  Value d = rt_devarray_wrap(mem);
  rt_decref(mem);
  rt_decref(tmp);
  return d;
}

void rt_devarray_register(Value cuda) {
  rt_module_add_fn(cuda, "to_device", cuda_to_device);
  rt_module_add_fn(cuda, "device_array", cuda_device_array);
  rt_module_add_fn(cuda, "device_array_like", cuda_device_array_like);
  rt_module_add_fn(cuda, "pinned_array", cuda_pinned_array);
  rt_module_add_fn(cuda, "pinned_array_like", cuda_pinned_array_like);
  rt_module_add_fn(cuda, "mapped_array", cuda_mapped_array);
  rt_module_add_fn(cuda, "mapped_array_like", cuda_mapped_array_like);
  rt_pinned_register(cuda);
}
