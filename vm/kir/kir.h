/* kir.h — the typed engine as the rest of Weft sees it: Numba signature types, specialisation of
 * a Python function for argument types (cached per signature), and the four ways to run the
 * result: a CPU @jit call, elementwise lanes (@vectorize cores), gufunc cores (@guvectorize) and
 * a CUDA kernel launch. Also the numba/numba.cuda names this engine owns.
 *
 * Everything here raises (error.h) on failure: TypeError for bad signatures, a compile error
 * report for code kernels may not contain, and a fault report for launches that go wrong.
 * The typer, KIR and its printer/verifier are private to vm/kir; every run goes to an engine
 * registered through kir_engine.h (the simulator in sim/, the GPU backend in gpu/).
 */
#ifndef WEFT_KIR_KIR_H
#define WEFT_KIR_KIR_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../np/array.h"
#include "../obj/value.h"

/* ---- types (the part of Numba's type system kernels use) ---- */
typedef enum {
  KIR_TY_INFER = 0, /* return type not given: the typer infers it */
  KIR_TY_VOID,
  KIR_TY_SCALAR,    /* dtype says which: bool, int8..uint64, float32, float64 */
  KIR_TY_ARRAY      /* dtype + ndim; layout 'A' (any strides) or 'C' (contiguous) */
} KirTyKind;

typedef struct KirTy {
  KirTyKind kind;
  DType dtype;
  int ndim;
  char layout;
  int rec;    /* KIR_TY_ARRAY of records: the layout id (rt_np_record_layout_of), else 0 */
} KirTy;

#define KIR_MAX_ARGS 32

/* Tuple arguments (flat tuples of numbers, bools and arrays, Numba's UniTuple/Tuple) travel
 * flattened: args[] holds their elements in order, one scalar or array each, so the engines see
 * plain arguments only.
 * nparams > 0 then counts the Python parameters, and tuple_n[p] is parameter p's element
 * count (0: a plain argument taking one entry of args[]); nparams 0: one parameter per arg. */
typedef struct KirSig {
  KirTy ret;
  int nargs;
  KirTy args[KIR_MAX_ARGS];
  int nparams;
  unsigned char tuple_n[KIR_MAX_ARGS];
} KirSig;

/* Parse a Numba signature string: 'float32(float32, float32)', 'void(float32[:,:], int32[:])',
 * 'f8(i4)', 'float32[::1](float32[:])', or an argument list alone '(int32, float64)' (ret is
 * then KIR_TY_INFER). Raises TypeError naming the text on anything else. */
void kir_parse_signature(const char *text, KirSig *out);
/* The type Numba gives a host value passed as an argument: int → int64, float → float64,
 * bool → bool, complex → complex128, NumPy scalar → its dtype, ndarray/device array → array
 * of its dtype and ndim.
 * Raises TypeError for values kernels cannot take (lists, strings, ...). */
KirTy kir_type_of_value(Value v);
/* The same without raising: false, with the reason in why (n bytes), for those values. */
bool kir_try_type_of_value(Value v, KirTy *out, char *why, size_t n);
/* Numba's two NumbaPendingDeprecationWarnings when typed.List.extend compiles its _extend for
 * a reflected list argument (the caller says when: once per pair of types; kir_numba.c). */
void kir_numba_list_extend_warn(void);
/* Numba's spelling of a type: "float32", "array(float32, 2d, A)", "none". */
const char *kir_type_name(KirTy t, char *buf, int buflen);
/* Numba's choice among declared signatures for actual argument types: the one needing the
 * fewest unsafe, then safe, then promoting conversions (scalars convert, arrays must match).
 * Its index; -1 when none accepts the arguments, -2 when two are equally good. */
int kir_select_sig(const KirSig *sigs, int nsigs, const KirSig *actual);
/* The argument types as Numba lists them: 'array(float64, 1d, C), int64'. */
const char *kir_args_name(const KirSig *sig, char *buf, int buflen);

/* ---- specialisation ---- */
typedef enum {
  KIR_TARGET_CPU,    /* @jit / @vectorize(target='cpu'|'parallel') / @guvectorize cores */
  KIR_TARGET_DEVICE, /* @cuda.jit(device=True) and @vectorize(target='cuda') cores */
  KIR_TARGET_KERNEL  /* @cuda.jit kernels: return type must be void */
} KirTarget;

typedef struct KirFunc KirFunc; /* one specialisation: typed KIR + its SIMT code; cached */
struct KirRun;

/* Specialise fn (a Python function object, borrowed) for sig's argument types. When sig->ret is
 * given, the result is converted to it (vectorize's 'float32(...)'); KIR_TY_INFER lets the typer
 * decide. Cached per (function, argument types, target): the same pointer comes back, owned by
 * the cache (never freed while the program runs). Code compiled code may not contain, or that
 * the engine cannot compile, raises TypeError after printing `file:line:col: error: ...` with
 * the source line naming the construct; the engine never raises NotImplementedError. */
KirFunc *kir_specialize(Value fn, const KirSig *sig, KirTarget target);
/* kir_specialize without the report: NULL when the typer does not take fn for sig (the caller
 * interprets it; @vectorize/@guvectorize cores on the CPU, which Numba compiles). */
KirFunc *kir_try_specialize(Value fn, const KirSig *sig, KirTarget target);
/* The signature actually compiled (return type inferred or as given). */
const KirSig *kir_func_sig(const KirFunc *f);

/* (a) Call on the CPU with host values (one lane): converts the arguments (ints, floats, NumPy
 * scalars, arrays used in place; one per entry of f's signature, tuples already flattened as
 * kir_jit_call does), runs, returns the result as a host value (new reference; a
 * Python int/float/bool whatever the width, as Numba boxes scalars; a tuple for tuple returns;
 * None for void). A fault raises Python's exception (IndexError, ZeroDivisionError). */
Value kir_call(KirFunc *f, int argc, const Value *argv);
/* What a @jit dispatcher does when called: bind the arguments as Python does (keywords by name,
 * defaults for the parameters not given), type them (or choose among the declared signatures,
 * converting scalars; TypeError "No matching definition for argument type(s) ..." when none
 * takes them; tuple arguments never match one), specialise for KIR_TARGET_CPU with Numba's
 * Python error model (division by zero raises) and call. */
Value kir_jit_call(Value dispatcher, int argc, const Value *argv, const Kwargs *kw);
/* The debugger's say on a @jit call (weft --debug, dbg/): true runs it in the interpreter, as
 * NUMBA_DISABLE_JIT would, so its breakpoints and steps stop there. file, src (its text, NULL
 * when none is kept), first..last: the lines its compiled code spans (the @jit functions inlined
 * into it included). NULL (the default): compiled. */
typedef bool (*KirJitDebugHook)(const char *file, const char *src, int first, int last);
void kir_set_jit_debug(KirJitDebugHook hook);

/* (b) Elementwise: for lane i in [0, n), reads argument k (a scalar of sig->args[k]'s dtype) at
 * in[k] + i * in_strides[k] (stride 0 broadcasts) and writes the result (sig->ret's dtype) at
 * out + i * out_stride. All scalar types; strides in bytes. */
void kir_run_elementwise(KirFunc *f, int64_t n, char *const *in, const int64_t *in_strides,
                         char *out, int64_t out_stride);

/* (c) Gufunc cores: sig->args are arrays (outputs included, as in 'void(f4[:,:], f4[:])') and
 * scalars (a '()' input declared with a scalar type, as in 'void(f8[:], f8, f8[:])'). For core c
 * in [0, ncores), argument k is the array views[k] (dtype, ndim, shape and strides of one core)
 * with its data pointer moved by c * core_strides[k] bytes; for a scalar argument views[k] is a
 * 0-d view whose element, read at that core, is passed by value. */
void kir_run_gufunc(KirFunc *f, int64_t ncores, const Array *const *views,
                    const int64_t *core_strides);

/* (b', c') The same on worker threads, for target='parallel' (vm/numba/ufunc_core.c). First, on
 * the calling thread: kir_parallel_prepare(f) builds f's engine code and says whether f may run
 * on workers at all (false: it prints or draws random numbers, whose order is observable). Then
 * workers call kir_try_elementwise (0: clean, 1: faulted, KIR_TRY_NOMEM: memory ran out) and
 * kir_try_gufunc (cores [lo, hi); -1: clean, else the first core that faulted, with *nomem set
 * when memory ran out there). They never raise or report: the caller reruns a faulting part
 * with kir_run_elementwise / kir_run_gufunc on its own thread, which raises exactly as
 * target='cpu' does, and raises MemoryError itself for a part that ran out of memory. */
#define KIR_TRY_NOMEM 2
/* target='parallel': native code (the CPU engine) splits f's elements or prange loops over
 * threads itself (KirFunc.parallel). */
void kir_set_parallel(KirFunc *f, bool parallel);
bool kir_parallel_prepare(KirFunc *f);
int kir_try_elementwise(KirFunc *f, int64_t n, char *const *in, const int64_t *in_strides,
                        char *out, int64_t out_stride);
int64_t kir_try_gufunc(KirFunc *f, int64_t lo, int64_t hi, const Array *const *views,
                       const int64_t *core_strides, bool *nomem);

/* (d) A kernel launch, on the engine kir_engine.h chooses. griddim/blockdim are complete 3-D extents (unused
 * dimensions 1). argv: host arrays (copied in and back, Numba's rule), device arrays (used in
 * place), NumPy scalars, Python numbers and flat tuples of numbers and arrays (KirSig's tuple_n). Validates like CUDA (raises with CUDA's error names),
 * specialises for the argument types, runs every block, then emits the kernel's print output.
 * A fault prints one report (file:line:col, source line, caret, thread/block/warp/lane) and
 * raises. */
typedef struct KirLaunch {
  int64_t grid[3];
  int64_t block[3];
  int64_t shared_bytes; /* dynamic shared memory */
  Value stream;         /* borrowed; RT_NONE or 0 for the default stream */
} KirLaunch;
void kir_launch(Value kernel, const KirLaunch *cfg, int argc, const Value *argv); /* a @cuda.jit dispatcher */

/* ---- device arrays (vm/numba/devarray.h) ----
 * The engine sees a device array as the Array holding its device memory. The numba module's init
 * installs the unwrapper: it returns that Array (borrowed) for a device array, its structured
 * array for a device array of records (create_xoroshiro128p_states'), RT_UNDEF for anything
 * else. Until it is installed, kernels accept host arrays only. */
typedef Value (*KirDevArrayUnwrap)(Value v);
void kir_set_devarray_unwrap(KirDevArrayUnwrap fn);
/* numba.cuda's argument hints (cuda.In(a), ...; vm/numba/cuda_args.c): the resolver gives what a
 * launch passes for a hint (a new reference), RT_UNDEF for any other argument. */
typedef Value (*KirArgHintResolve)(Value v);
void kir_set_arg_hint_resolve(KirArgHintResolve fn);

/* Numba's name of a host value the engine cannot type itself (typed containers, reflected
 * lists: vm/numba installs it), into buf (n bytes); false when it has none. */
typedef bool (*KirValueNamer)(Value v, char *buf, size_t n);
void kir_set_value_namer(KirValueNamer fn);

/* ---- numba / numba.cuda names this engine owns ----
 * Called once by the numba module's init (V): adds jit, njit to numba_module and jit to
 * cuda_module. The kernel-side names (threadIdx, grid, syncthreads, atomic, shared, warpsize,
 * shfl*_sync, ...) are not attributes of cuda_module, as in Numba's simulator: kernels and
 * kernels run in the interpreter find them through the engine. */
void kir_register_numba(Value numba_module, Value cuda_module);
/* numba.extending (kir_overload.c): overload and register_jitable; the typing function
 * @overload registered for a Python function (borrowed), RT_UNDEF for none. */
void kir_extending_module_init(Value m);
Value kir_overload_find(Value func);
/* Interpreted @jit code (kir_host.c's interpreter tier) calls @overload implementations:
 * enter rebinds fn's module globals holding overloaded functions to shims, leave (a cleanup
 * function) puts them back. */
/* Frozen globals around an interpreted nopython call (kir_numba.c). */
typedef struct KirFreeze {
  Value fn, saved;
} KirFreeze;
void kir_numba_freeze_enter(Value dispatcher, KirFreeze *fz);
void kir_numba_freeze_leave(void *fz);
void kir_numba_freeze_forget(Value dispatcher);
typedef struct KirOverloadSwap {
  Value fn, pairs;
} KirOverloadSwap;
void kir_overload_enter(Value fn, KirOverloadSwap *swap);
void kir_overload_leave(void *swap);
/* Whether @overload_method/@overload_attribute registered name (the typer leaves it to the
 * interpreter tier rather than calling it an unknown attribute). */
bool kir_overload_member_known(const char *name);
/* numba.types.Array, Number, Integer, Float, Complex, Boolean (isinstance only). */
void kir_register_type_classes(Value types_module);
/* @njit(fn) (kir_objects.c): a new dispatcher. */
Value kir_njit_dispatcher(Value fn);
/* The placeholder of the kernel-side name `dotted` ("random.xoroshiro128p_next"), a new
 * reference: host modules other than numba.cuda put such names in themselves. */
Value kir_intrinsic_value(const char *dotted);

/* numba.cuda.libdevice's functions (kir_libdevice.c), each put in module. */
void kir_libdevice_fill(Value module);

/* ---- inspection (the REPL's `:kir`) ----
 * Print the KIR of every specialisation compiled so far for fn (a Python function or a
 * jit/cuda.jit dispatcher) to out. Returns how many were printed. */
int kir_dump(Value fn, FILE *out);

/* ---- the simulator's settings (repl/options.c calls these) ----
 * Each reaches the registered engine that owns it (kir_engine.h's set_option: the simulator,
 * sim/sim_engine.c) and returns false, changing nothing, for an unknown value or when no engine
 * owns it.
 * kir_set_checks: `--check=none|bounds|all` (default all). "bounds" drops the race and
 * uninitialised-memory checks, "none" also the view-extent checks; an access outside an array
 * stops the launch whatever the setting (host memory stays intact).
 * kir_set_schedule: `--sim-schedule=inorder|shuffle:SEED`. shuffle permutes the order of blocks
 * and of the warps in a block (deterministically for a seed) to expose programs whose result
 * depends on that order.
 * kir_set_threads: `--sim-threads=N`. Up to n host threads run the blocks of a launch, only for
 * launches whose result cannot depend on block order (results, faults and print order stay
 * those of the in-order run); false for n outside 1..256. The `weft` command
 * (repl/options.c) applies the flags, or the environment variables WEFT_CHECK,
 * WEFT_SIM_SCHEDULE and WEFT_SIM_THREADS when a flag is absent, through these setters. */
bool kir_set_checks(const char *spec);
bool kir_set_schedule(const char *spec);
bool kir_set_threads(int n);

#endif
