/* devrecarray.c — device arrays of structured records (devrecarray.h). Numba's CUDA simulator
 * (the oracle) wraps any NumPy array in its FakeCUDAArray, records included: it prints as the
 * records, hands its attributes to them ("Wrapped array has no attribute 'z'" otherwise), wraps
 * what indexing gives when that is an array or a record (a field d['x'] is an ordinary device
 * array), and copies with copy_to_host/copy_to_device. A kernel launch takes the records
 * themselves (cuda_args.c resolves the argument), so a kernel's writes land in them. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir_engine.h"
#include "../np/array.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "devarray.h"
#include "devrecarray.h"

typedef struct DevRecArray {
  Obj hdr;
  Value rec; /* owned: the structured array (or one np.void record) standing for device memory */
} DevRecArray;

bool rt_is_record_array(Value v) { return rt_np_record_layout_of(v) != 0; }

static bool is_void_record(Value v) { return rt_is_obj(v) && !strcmp(rt_type_name(v), "numpy.void"); }

Value rt_devrec_wrap(Value rec) {
  DevRecArray *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &rt_devrec_type);
  rt_incref(rec);
  d->rec = rec;
  return rt_obj(d);
}

Value rt_devrec_records(Value d) { return RT_AS(DevRecArray, d)->rec; }

static int64_t nbytes_of(Value rec) {
  Value n = rt_getattr(rec, "nbytes");
  int64_t b = n.tag == RT_INT ? n.as.i : 0;
  rt_decref(n);
  return b;
}

/* rec.copy(): a C-ordered copy of the records, as the simulator's np.array(ary) makes it */
static Value copy_records(Value rec) {
  Value m = rt_getattr(rec, "copy");
  Value c = rt_call(m, 0, NULL, NULL);
  rt_decref(m);
  return c;
}

Value rt_devrec_from_host(Value rec) {
  Value copy = copy_records(rec);
  Value d = rt_devrec_wrap(copy);
  rt_decref(copy);
  rt_copy_count(RT_COPY_H2D, nbytes_of(rec));
  return d;
}

/* A structured dtype as np.dtype(spec) reads it, RT_UNDEF when spec describes none. */
static Value structured_dtype(Value spec) {
  Value make = rt_import_attr("numpy", "dtype");
  Value dt = rt_call(make, 1, &spec, NULL);
  rt_decref(make);
  Value names = rt_getattr(dt, "names");
  bool fields = !rt_is_none(names);
  rt_decref(names);
  if (fields) return dt;
  rt_decref(dt);
  return rt_undef();
}

Value rt_devrec_alloc(Value shape, Value dtype) {
  Value dt = structured_dtype(dtype);
  if (rt_is_undef(dt)) return dt;
  Value zeros = rt_import_attr("numpy", "zeros");
  Value args[2] = {shape, dt};
  Value rec = rt_call(zeros, 2, args, NULL);
  rt_decref(zeros);
  rt_decref(dt);
  Value d = rt_devrec_wrap(rec);
  rt_decref(rec);
  return d;
}

static void devrec_free(Obj *o) {
  rt_decref(((DevRecArray *)o)->rec);
  free(o);
}

/* Without a GPU, the simulator's FakeCUDAArray prints as its records; with one, real Numba's
 * DeviceNDArray prints as an object. */
static Value devrec_repr(Value self) {
  if (!kir_engine_device()) return rt_repr(RT_AS(DevRecArray, self)->rec);
  return rt_str_printf("<numba.cuda.cudadrv.devicearray.DeviceNDArray object at %p>", (void *)self.as.o);
}

static Value devrec_str(Value self) {
  if (!kir_engine_device()) return rt_to_str(RT_AS(DevRecArray, self)->rec);
  return devrec_repr(self);
}

/* dst[...] = src: every record copied (NumPy's assignment checks and messages). */
static void assign_all(Value dst, Value src) {
  rt_setitem(dst, rt_ellipsis(), src); /* the Ellipsis is borrowed */
}

/* copy_to_host(ary=None, stream=0): a new copy, or the records copied into ary, which it
 * returns. */
static Value m_copy_to_host(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ary", "stream"};
  Value a[2];
  rt_parse_args("copy_to_host", argc, argv, kw, 2, names, 0, a);
  Value rec = RT_AS(DevRecArray, self)->rec;
  rt_copy_count(RT_COPY_D2H, nbytes_of(rec));
  if (rt_is_undef(a[0]) || rt_is_none(a[0])) return copy_records(rec);
  assign_all(a[0], rec);
  rt_incref(a[0]);
  return a[0];
}

/* copy_to_device(ary, stream=0): ary's records (host or device) copied in. */
static Value m_copy_to_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ary", "stream"};
  Value a[2];
  rt_parse_args("copy_to_device", argc, argv, kw, 2, names, 1, a);
  Value src = rt_is_devrec(a[0]) ? RT_AS(DevRecArray, a[0])->rec : a[0];
  assign_all(RT_AS(DevRecArray, self)->rec, src);
  rt_copy_count(rt_is_devrec(a[0]) ? RT_COPY_D2D : RT_COPY_H2D, nbytes_of(src));
  return rt_none();
}

/* The records wrapped again when indexing gives records (an array of them or one np.void),
 * a field's values as an ordinary device array, anything else (a scalar) as it is. */
static Value wrap_result(Value r) {
  Value d = rt_undef();
  if (rt_is_record_array(r) || is_void_record(r)) d = rt_devrec_wrap(r);
  else if (rt_is_array(r)) d = rt_devarray_wrap(r);
  if (rt_is_undef(d)) return r;
  rt_decref(r);
  return d;
}

static Value devrec_getattr(Value self, const char *name) {
  if (!strcmp(name, "copy_to_host")) return rt_native_bind(name, m_copy_to_host, self);
  if (!strcmp(name, "copy_to_device")) return rt_native_bind(name, m_copy_to_device, self);
  if (!strcmp(name, "alloc_size")) return rt_getattr(RT_AS(DevRecArray, self)->rec, "nbytes");
  if (!strcmp(name, "stream")) return rt_int(0);
  Value rec = RT_AS(DevRecArray, self)->rec;
  Value v = rec.as.o->type->getattr ? rec.as.o->type->getattr(rec, name) : rt_undef();
  if (rt_is_undef(v) && !kir_engine_device())
    rt_raise(RT_EXC_AttributeError, "Wrapped array has no attribute '%s'", name);
  return v;
}

static Value devrec_getitem(Value self, Value key) {
  return wrap_result(rt_getitem(RT_AS(DevRecArray, self)->rec, key));
}

static void devrec_setitem(Value self, Value key, Value v) {
  rt_setitem(RT_AS(DevRecArray, self)->rec, key, rt_is_devrec(v) ? RT_AS(DevRecArray, v)->rec : v);
}

static int64_t devrec_len(Value self) { return rt_len(RT_AS(DevRecArray, self)->rec); }

static Value devrec_iter(Value self) { return rt_seq_iter_new(self); }

static Value devrec_type_object(Value self) {
  (void)self;
  return rt_devarray_class();
}

static const char *devrec_type_name(Value self) {
  (void)self;
  return kir_engine_device() ? "DeviceNDArray" : "FakeCUDAArray";
}

const ObjType rt_devrec_type = {
    .name = "DeviceNDArray",
    .type_object = devrec_type_object,
    .free = devrec_free,
    .repr = devrec_repr,
    .str = devrec_str,
    .getattr = devrec_getattr,
    .getitem = devrec_getitem,
    .setitem = devrec_setitem,
    .len = devrec_len,
    .iter = devrec_iter,
    .type_name = devrec_type_name,
};
