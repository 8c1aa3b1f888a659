/* np_internal.h — how the np_*.c files of the NumPy runtime register themselves. Private to
 * vm/np/np_*.c; the rest of Weft uses array.h. */
#ifndef WEFT_RT_NP_INTERNAL_H
#define WEFT_RT_NP_INTERNAL_H

#include "array.h"
#include "../obj/native.h"
#include "../base/strbuf.h"

/* Array methods that are not plain attributes (a.sum(axis=0), a.reshape(2, 3), ...): the
 * table lives in np_array.c; fn receives the array as `self`. */
void np_register_method(const char *name, NativeFn fn);

/* The number protocol of the scalar and array types (np_number.c; value.h's ObjType slots). */
Value np_scalar_number(Value self);
bool np_scalar_index(Value self, int64_t *out);
double np_scalar_to_double(Value self);
ValueTag np_scalar_builtin_base(Value self);
Value np_scalar_round(Value self, bool has_ndigits, int64_t ndigits);
const char *np_scalar_type_name(Value self);
/* np.float32(x) and its kin: a scalar of dt from the constructor's arguments (np_dtype.c). */
Value np_scalar_construct(DType dt, int argc, const Value *argv, const Kwargs *kw);
Value np_scalar_type_object(Value self);
Value np_array_number(Value self);
bool np_array_index(Value self, int64_t *out);
double np_array_to_double(Value self);
Value np_array_type_object(Value self);
/* Integer scalars under Numba's typing (np_numba_ints.c), for the operators while interpreted
 * @jit code runs (rt_int_numba_on): the result, or RT_UNDEF where NumPy's rules apply. */
Value np_numba_int_binop(BinOp op, Value a, Value b);
Value np_numba_int_unop(UnOp op, Value a);

/* The numpy and numpy.random modules' initialisers, registered by np_register (np_module.c). */
void rt_numpy_module_init(Value m);        /* np_module.c */
void rt_numpy_random_module_init(Value m); /* np_random.c: numpy.random (legacy MT19937) */
void np_fft_module_init(Value m);          /* np_fft.c: numpy.fft */

/* Each file adds its functions (and, through np_register_method, its methods) to the numpy
 * module. np_module.c calls them all from rt_numpy_module_init. */
void np_register_dtypes(Value m);   /* np_dtype.c: float32, int64, dtype, ... */
void np_register_create(Value m);   /* np_create.c */
void np_register_logspace(Value m); /* np_logspace.c: logspace, geomspace */
void np_register_array(Value m);    /* np_array.c: ndarray, shape methods */
void np_register_ufuncs(Value m);   /* np_ufunc.c */
void np_register_reduce(Value m);   /* np_reduce.c */
void np_register_sort(Value m);     /* np_sort.c */
void np_register_pickle(Value m);   /* np_pickle.c: arrays' __reduce__/__setstate__, the hook */
void np_pickle_multiarray_init(Value m);          /* np_pickle.c: _reconstruct */
Value np_dtype_pickle_attr(Value self, const char *name); /* np_pickle.c: dtype.__setstate__ */
void np_register_partition(Value m); /* np_partition.c: partition, argpartition */
void np_register_linalg(Value m);   /* np_linalg.c */
void np_register_misc(Value m);     /* np_misc.c */
void np_register_index(Value m);    /* np_index.c: take, put, unravel_index, ndindex, ... */
void np_register_format(Value m);   /* np_format.c: set_printoptions, array2string, ... */
/* Dragon4 as np.format_float_positional/_scientific drive it (np_format.c): precision and
 * min_digits -1 when not given; pads 0 for none; trim one of k . 0 - */
typedef struct NpDragon4 {
  bool sci, unique, fractional, sign;
  int precision, min_digits, pad_left, pad_right, exp_digits;
  char trim;
} NpDragon4;
void np_dragon4(StrBuf *sb, long double x, DType ft, const NpDragon4 *o); /* ft: x's float dtype */
void np_register_format_float(Value m); /* np_format_float.c: format_float_positional, ... */
void np_register_complex(Value m);  /* np_complex.c: real, imag, angle, conj, ... */
void np_register_setops(Value m);  /* np_setops.c: in1d, intersect1d, unique(axis=), average, select */
void np_register_memory(Value m);   /* np_memory.c: byte_bounds */
void np_register_protocol(void);    /* np_protocol.c: a.__array__, np.ndarray.__add__, buffers */
Value np_array_data(Value self);    /* a.data: memoryview(a) (np_protocol.c) */
/* A dtype's num, descr, alignment, flags, names, fields, ... from its char, itemsize and str
 * (np_dtype_attrs.c); RT_UNDEF for other names. */
Value np_dtype_common_attr(Value self, const char *name);
Value np_array_interface(Value self); /* a.__array_interface__ */
void np_array_set_dtype(Value self, Value dtype); /* a.dtype = t */
void np_register_bytes(Value m);
/* a.view('S<width>') of a numeric array: its bytes cut into items (a copy: string arrays keep
 * their items as objects, not in a's memory). */
Value np_view_as_bytes(Value self, int64_t width);    /* np_bytes.c: frombuffer, tobytes */
void np_register_errstate(Value m); /* np_errstate.c: seterr, geterr, errstate */
int np_fp_report_flags(void); /* the FE_* flags whose np.errstate modes want reports */
void np_errstate_quiet(int *saved);  /* divide and invalid ignored until... */
void np_errstate_restore(void *saved); /* ...these are given back (a cleanup function) */

/* ---- helpers shared by the np_*.c files ---- */
/* Array data (np_alloc.c): nbytes of it, NULL when memory ran out; freed with np_data_free.
 * zero: NP_DATA_RAW (0, uninitialised), NP_DATA_ZEROED (1, zeros written now) or
 * NP_DATA_ZEROS_LAZY (zeros the kernel supplies on first touch: np.zeros, which a program may
 * leave untouched). np_physical_memory is the machine's RAM: a larger array is refused up front. */
enum { NP_DATA_RAW, NP_DATA_ZEROED, NP_DATA_ZEROS_LAZY };
char *np_data_alloc(size_t nbytes, int zero);
/* rt_array_new with data as np_data_alloc's zero says (np.zeros: NP_DATA_ZEROS_LAZY). */
Value np_array_alloc(DType dt, int ndim, const int64_t *shape, int zero);
void np_data_free(char *p);
uint64_t np_physical_memory(void);
/* Contiguous selection kernels (np_select.c). Elements move as isz-byte words; the bool
 * functions return false for an item size they have no kernel for (the caller's general path). */
int64_t np_count_true(const char *m, int64_t n);
bool np_compress_contig(char *dst, const char *src, const char *m, int64_t n, int isz,
                        int64_t count);
bool np_mask_fill_contig(char *dst, const char *m, int64_t n, int isz, const char *elem);
/* dst[k] = src[idx[k] * stride]: -1 when done, -2 for an item size without a kernel, else the
 * position of the first index outside [-len, len). */
int64_t np_gather_1d(char *dst, const char *src, int64_t stride, int64_t len, int isz,
                     const int64_t *idx, int64_t count);
/* Radix sorting of one contiguous row (np_radix.c): false when the dtype has no keys or the
 * result could differ from NumPy's (ties; see the file), the row then being unchanged. */
bool np_radix_sort(char *row, int64_t n, DType dt);
/* np_sort.c: a C-contiguous copy of a with `axis` moved last (None/0-d: flattened; *ax -1),
 * and back again (steals rows). np_partition.c works on the same rows. */
Value np_sort_rows(Value a, Value axis, int *ax);
Value np_sort_unrows(Value rows, int ax);
/* np_partition.c: NumPy's introselect of kth (ascending, within the rows) on every row of such
 * rows, in place; false (rows unchanged) for a dtype without selection. */
bool np_select_rows(Array *rows, const int64_t *kth, int64_t nkth);
bool np_radix_argsort(const char *row, int64_t n, DType dt, int64_t *out, bool stable);
/* Iterate over every element of an array in C order: for (np_iter_init(&it, a); it.more;
 * np_iter_next(&it)) use it.ptr. Handles any strides, ndim 0 (one element) and size 0. */
typedef struct NpIter {
  const Array *a;
  char *ptr;
  bool more;
  int64_t idx[RT_MAXDIM];
} NpIter;
void np_iter_init(NpIter *it, const Array *a);
void np_iter_next(NpIter *it);
/* Copy src into dst element by element with casting; same shape (src strides may be 0). */
void np_copy_cast(Array *dst, const Array *src);
Value np_array_astype(Value a, DType dt); /* same as rt_array_astype */
/* Raises the NumPy errors for shapes (negative dimension, too big). Returns the size. */
int64_t np_shape_size(int ndim, const int64_t *shape, int itemsize);
/* Parse a shape argument (int or tuple/list of ints) into shape; returns ndim. */
int np_parse_shape(Value v, int64_t *shape);

/* Index of an axis argument (negative counts from the end); raises numpy.AxisError. */
int np_axis_index(int64_t axis, int ndim);
Value np_array_reshape(Value a, int ndim, const int64_t *shape); /* a view unless NumPy copies */
Value np_array_transpose_axes(Value a, int naxes, const int64_t *axes); /* naxes 0: reverse */
Value np_array_row(Value a, int64_t i);    /* a[i] for i in range: a view, or a scalar for 1-D */
Value np_elem_to_py(DType dt, const char *p); /* element → Python bool/int/float */
/* Whether the C loops may read a's elements as C values: a structured array's field view is
 * not aligned for its dtype and goes through an aligned copy (np_ufunc.c). */
bool np_elements_aligned(const Array *a);
Value np_flatiter_new(Value arr);           /* np_flatiter.c: a.flat */
void np_array_set_flat(Value arr, Value v); /* np_flatiter.c: a.flat = v */
Value np_array_getitem(Value a, Value key);   /* np_index.c: a[key] */
void np_array_setitem(Value a, Value key, Value v); /* np_index.c: a[key] = v */

/* Printing for elements that are not one DType (np_format.c; structured arrays): the nested
 * bracket layout of a's shape with leaf(ctx, sb, p) writing each element (NULL: a's own element
 * format, as array2string with a prefix of prefix_len), and NumPy's
 * formatter of a (numeric) array's elements, built as array2string builds it (free with free). */
typedef void (*NpLeafFn)(void *ctx, StrBuf *sb, const char *p);
void np_format_nested(StrBuf *sb, const Array *a, const char *sep, int prefix_len, int linewidth,
                      NpLeafFn leaf, void *ctx);
/* repr(a) for an array of NumPy class `name`: "matrix([[1, 2]])" (np_matrix.c) */
void np_format_repr_named(StrBuf *sb, const Array *a, const char *name);
bool np_print_summarises(int64_t size);
int np_print_linewidth(void);
bool np_print_legacy113(void); /* np.set_printoptions(legacy='1.13') in force */
int np_print_edgeitems(void);
/* The formatter option's callable for str/bytes elements ('numpystr', 'str_kind', 'all'), or
 * RT_UNDEF (borrowed). */
Value np_print_str_formatter(void);
/* The print options a single float is written with (numpy.polynomial's format_float). */
typedef struct NpFloatOpts {
  int precision;
  bool fixed, plus; /* floatmode 'fixed'; sign '+' */
  const char *nanstr, *infstr;
} NpFloatOpts;
void np_print_float_opts(NpFloatOpts *o);
typedef struct NpElemFmt NpElemFmt;
NpElemFmt *np_elem_fmt_new(const Array *a, bool summarise);
void np_elem_fmt_put(StrBuf *sb, const NpElemFmt *f, const char *p);

/* NumPy's shape text in error messages: "(3,2)", "(3,)" (no spaces). */
void np_sb_shape_compact(StrBuf *sb, int ndim, const int64_t *shape);
bool np_can_broadcast_to(const Array *a, int ndim, const int64_t *shape);
/* np.can_cast's rules ('no' 'equiv' 'safe' 'same_kind' 'unsafe'; ValueError for another). */
bool np_can_cast_rule(DType from, DType to, const char *casting);

/* Store a Python number or NumPy scalar as NumPy's scalar setitem does (a[0] = x, np.array):
 * floats into integer dtypes convert like int(x), so NaN/inf/huge raise. */
void np_set_elem_py(DType dt, char *p, Value v);

/* The typed loop that casts n elements (byte strides ss, ds) from src to dst dtype with the
 * semantics of rt_elem_cast; same-dtype pairs copy. */
typedef void (*NpCastLoop)(int64_t n, const char *src, int64_t ss, char *dst, int64_t ds);
NpCastLoop np_cast_loop(DType src, DType dst);

/* np.longdouble (np_longdouble.c): elements as C long double (the 10 bytes x87 uses, the 6
 * padding bytes zero), casts to and from every other dtype, scalars read from text, finfo,
 * and the TypeError for what Weft does not do with it. */
long double np_ld_get(DType dt, const char *p); /* any real dtype's element as long double */
void np_ld_set(char *p, long double v);
int64_t np_ld_to_i64(long double v);
void np_ld_cast(DType dst, char *dp, DType src, const char *sp);
NpCastLoop np_ld_cast_loop(DType src, DType dst);
Value np_ld_from_str(const char *txt);
_Noreturn void np_ld_refuse(const char *what);
Value np_ld_finfo_attr(const char *name); /* RT_UNDEF for no such attribute */
Value np_ld_finfo_text(bool repr);
/* Shortest digits of a long double as np_format.c prints scalars (repr and str agree). */
void np_format_longdouble(StrBuf *sb, long double x);
/* np.matrix (np_matrix.c): the class, np.mat, np.asmatrix, np.bmat, and the wrappers that give
 * a matrix back from numpy functions called with one (registered after those functions) */
bool np_is_matrix(Value v);
void np_register_matrix(Value m);
void np_register_matrix_linalg(Value m); /* numpy.linalg's inv, pinv, ... */
void np_wrap_native_ufuncs(Value m); /* np_ufunc_obj.c: np.divmod, modf, ... as ufunc objects */
/* The functions of numpy (and its submodules but numpy.random, to depth 3) word a wrong call
 * as NumPy's do: a Python function's messages, or its C parsers' (np_argstyle.c). */
void np_mark_python_functions(Value module, int depth);
/* The parameter lists (a) and (a, b) that many of them have. */
extern const char *const np_names_a[1], *const np_names_ab[2];
/* For a function NumPy writes in Python that Weft reads by position (it takes *args): fewer
 * than nrequired positional arguments raise its TypeError ("piecewise() missing 2 required
 * positional arguments: 'condlist' and 'funclist'"). */
void np_require_pyargs(const char *fname, int argc, const Value *argv, int nrequired,
                       const char *const *names);
/* A ufunc called with a matrix operand works on the arrays: true when one of argv[0..argc) is a
 * matrix, out then has each argument with matrices replaced by their arrays (borrowed; argc at
 * most 8); np_matrix_result turns the call's result r (stolen) into a matrix when an array. */
bool np_matrix_unwrap_args(int argc, const Value *argv, Value *out);
Value np_matrix_result(Value r);

/* arr.ctypes and numpy.ctypeslib (np_ctypes.c) */
Value np_array_ctypes(Value arr);
void rt_numpy_ctypeslib_module_init(Value m);

/* np_strideperm.c: the axis order NumPy lays out a new array in when it is made from the n
 * arrays (all of ndim dims): perm[0] the axis of the largest stride (NumPy's
 * PyArray_CreateMultiSortedStridePerm); and a's strides set contiguous in that order (a: a
 * fresh array of its own memory). */
void np_multi_stride_perm(Value *arrays, int64_t n, int ndim, int *perm);
void np_set_perm_strides(Array *a, const int *perm);

/* np_txt_time.c: np.<fname> (loadtxt, genfromtxt) called with a datetime64/timedelta64
 * dtype: the same call reading text, cast to that dtype; RT_UNDEF for other dtypes. */
Value np_txt_time_call(const char *fname, int argc, const Value *argv, const Kwargs *kw);

#endif
