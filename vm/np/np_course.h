/* np_course.h — registration of the NumPy functions added for course code (np_build.c,
 * np_apply.c); included by np_module.c only. */
#ifndef WEFT_RT_NP_COURSE_H
#define WEFT_RT_NP_COURSE_H

#include "np_internal.h"

void np_register_build(Value m); /* np_build.c: pad, tri*, fill_diagonal, rot90, kron, ... */
/* np_pad_modes.c: fills the pad areas of padded (original values in place) for np.pad's
 * linear_ramp and statistic modes; false for any other mode. */
bool np_pad_computed(Value padded, const char *mode, int64_t (*pairs)[2], Value stat_length,
                     Value end_values);
/* np_pad_modes.c: fills the pad areas of padded (original values in place) for np.pad's
 * reflect (symmetric false) and symmetric modes with reflect_type='odd'. */
void np_pad_reflect_odd(Value padded, int64_t (*pairs)[2], bool symmetric);
void np_register_apply(Value m); /* np_apply.c: vectorize, apply_along_axis */
/* np_apply.c: fn over the broadcast arguments (positional, then keyword) not in excluded (a set,
 * or None), into an array of type ot (a type code; None: from a first call on the first
 * elements, whose result is the first one kept when cache). */
Value np_vec_run(Value fn, Value ot, Value excluded, bool cache, int nargs, const Value *argv,
                 const Kwargs *kw);
void np_register_vectorize(Value m); /* np_vectorize.c: the class np.vectorize */
/* np_vecsig.c: signature= checked as NumPy parses it (ValueError when it is not one), and
 * fn called with it over argv (otypes: a type code or None). */
void np_vecsig_check(Value signature);
Value np_vecsig_call(Value fn, Value signature, Value otypes, int argc, const Value *argv);

void np_register_lib(Value m); /* np_lib.c: fix, vander, trim_zeros, ndarray.resize */
/* np_typeinfo.c: find_common_type, common_type, min_scalar_type, sctypeDict, typecodes, ... */
void np_register_typeinfo(Value m);
/* np_coremod.c: numpy.core and its submodules (importable), np.core on first use */
void np_register_core_modules(void);
void np_core_attr(Value numpy, const char *name);
void np_emath_module_init(Value m);         /* np_lib.c: numpy.emath */
void np_lib_module_init(Value m);           /* np_lib.c: numpy.lib */
void np_stride_tricks_module_init(Value m); /* np_lib.c: numpy.lib.stride_tricks */
void np_stride_tricks_share(Value np); /* np_lib.c: its broadcast_* become numpy's own */
void np_recfunctions_module_init(Value m); /* np_recfunctions.c: numpy.lib.recfunctions */
void np_recjoin_add(Value m); /* np_recjoin.c: its merge_arrays, stack_arrays, join_by */
/* np_recjoin.c: append_fields (usemask=False) for data of other lengths than base's: padded
 * with fill_value between data arrays and NumPy's default fill values elsewhere. */
Value np_rec_append_padded(Value base, Value names, Value data, Value fill_value);
void np_iotools_module_init(Value m); /* np_genfromtxt.c: numpy.lib._iotools */

void np_register_combine(Value m); /* np_combine.c: tensordot, choose, compress, extract, divmod, roots */

void np_register_rc(Value m);      /* np_rc.c: np.r_, np.c_ */
void np_register_nditer(Value m);  /* np_nditer.c: nditer, ndenumerate, fromiter */
void np_register_mathextra(Value m); /* np_mathextra.c: modf, frexp, unwrap, windows, i0, nanprod */
void np_register_arrayfns(Value m); /* np_arrayfns.c: block, broadcast_arrays, packbits, ... (last: aliases) */

/* np_create.c: is `order` (RT_UNDEF: dflt) Fortran for an array like src ('A'/'K' follow src
 * where ak_ok), and a Fortran-ordered copy of c (stolen). For the astype/copy methods. */
bool np_fortran_order(Value order, const char *dflt, bool ak_ok, Value src);
Value np_to_fortran(Value c);

#endif
