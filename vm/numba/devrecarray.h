/* devrecarray.h — device arrays of structured records (cuda.to_device of an array with a
 * structured dtype, cuda.device_array(n, dtype=[('x', 'f4'), ...]), device_array_like of one).
 * The record array itself stands for the device memory: a kernel launch takes it as it takes a
 * host structured array (each field travels as its own array, vm/kir/kir_host.c) and writes
 * land in it; the host reaches the records only through copy_to_host and the simulator's
 * FakeCUDAArray operations. */
#ifndef WEFT_NUMBA_DEVRECARRAY_H
#define WEFT_NUMBA_DEVRECARRAY_H

#include <stdbool.h>

#include "../obj/value.h"

extern const ObjType rt_devrec_type;
static inline bool rt_is_devrec(Value v) { return rt_is_type(v, &rt_devrec_type); }

/* Is v an array of records (a structured dtype with fields, not an np.void)? */
bool rt_is_record_array(Value v);
/* A device array over rec's records (shared: the view's writes are rec's); a new reference. */
Value rt_devrec_wrap(Value rec);
/* to_device(rec): a device array holding a copy of rec's records. */
Value rt_devrec_from_host(Value rec);
/* The records behind a record device array (borrowed). */
Value rt_devrec_records(Value d);
/* device_array(shape, dtype) for a structured dtype: zeroed records; RT_UNDEF when dtype is not
 * a structured dtype (the numeric path then runs). */
Value rt_devrec_alloc(Value shape, Value dtype);

/* type(d) of any device array (devarray.c): the simulator's FakeCUDAArray class, or real
 * Numba's DeviceNDArray with a GPU. */
Value rt_devarray_class(void);

#endif
