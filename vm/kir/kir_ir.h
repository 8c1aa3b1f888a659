/* kir_ir.h — KIR, the typed structured kernel IR (private to vm/kir and the engines in sim/).
 *
 * A KirFunc is a flat list of typed three-address instructions over virtual registers, where
 * control flow is expressed only by properly nested region markers:
 *     IF c .. [ELSE ..] ENDIF      LOOP .. LOOPCOND c .. LATCH .. ENDLOOP
 *     CALLBEGIN .. CALLEND (an inlined device function; RETURN leaves it)
 * plus BREAK / CONTINUE (innermost LOOP) and RETURN (innermost CALLBEGIN, else the function).
 * There are no jumps: an engine derives them from the nesting (the verifier checks it). Device
 * functions are inlined at each call site, so arrays are never values: every array operand is a
 * compile-time slot (a parameter, a shared/local/const array).
 *
 * Register types are real scalar dtypes (array.h's DType); tuples are flattened by the typer,
 * and a complex number is two registers of its part type (kir_typer_complex.c), a complex array
 * a float array with a last axis of 2 (kir_lower_sig).
 */
#ifndef WEFT_KIR_IR_H
#define WEFT_KIR_IR_H

#include <stdio.h>

#include "../front/token.h"
#include "kir.h"

/* X(NAME, doc): the instruction set, defined once (printer names come from here). */
#define KIR_OPS(X)                                                                  \
  X(CONST, "d := imm")                                                              \
  X(MOV, "d := a")                                                                  \
  X(CAST, "d := (type of d) a")                                                     \
  X(BIN, "d := a <sub: KirBin> b (a, b of one type; comparisons give bool)")        \
  X(UN, "d := <sub: KirUn> a")                                                      \
  X(MATH, "d := <sub: KirMath>(a[, b[, c]]) in d's float type")                     \
  X(SELECT, "d := a ? b : c")                                                       \
  X(SREG, "d := special register <sub: KirSreg>")                                   \
  X(SHAPE, "d := shape (sub 1: stride in bytes) of slot arr along axis imm")        \
  X(LOAD, "d := slot arr [idx...]")                                                 \
  X(STORE, "slot arr [idx...] := a")                                                \
  X(ATOMIC, "d := old slot arr [idx...]; arr[idx] := <sub: KirAtomic>(old, a[, b])")  \
  X(RANDOM, "d := Python random.random(); sub KIR_RANDOM_SEED: random.seed(a) as "   \
            "Numba's (init_genrand of a's low 32 bits), d := 0; subs KIR_RANDOM_NP, "     \
            "KIR_RANDOM_NP_GAUSS, KIR_RANDOM_NP_SEED: the same on NumPy's legacy generator, " \
            "a gauss draw (CPU target only)")                                             \
  X(BARRIER, "d := syncthreads<sub: 0 plain, 1 count, 2 and, 3 or>(a); imm 1: grid sync")\
  X(WARP, "d := warp intrinsic <sub: KirWarp>(mask a, value b, lane/delta c)")       \
  X(BITS, "d := <sub: KirBits>(a)")                                                 \
  X(PRINT, "print the operands in args (registers; string constants by index)")     \
  X(IF, "push; active &= a")                                                        \
  X(ELSE, "active := pushed & ~a")                                                  \
  X(ENDIF, "pop")                                                                   \
  X(LOOP, "push loop")                                                              \
  X(LOOPCOND, "lanes with !a leave the loop")                                       \
  X(LATCH, "continued lanes rejoin (the step of a for loop follows)")              \
  X(ENDLOOP, "back to LOOP's condition; pop when no lane is left")                  \
  X(BREAK, "active lanes leave the innermost loop")                                 \
  X(CONTINUE, "active lanes skip to the innermost loop's LATCH")                    \
  X(RETURN, "d := a (if a >= 0) for the active lanes, which leave the function")    \
  X(CALLBEGIN, "push an inlined device function")                                   \
  X(CALLEND, "pop it: every lane that entered continues")                          \
  X(CHECKIDX, "d := a, an index into a view (axis sub of it) of extent b: out of bounds " \
              "unless 0 <= a < b (CPU code counts a < 0 from the end first)")                \
  X(SYNCWARP, "warp barrier over the lanes in mask a (uint32): every calling lane is in it, " \
              "every named lane that has not exited calls it")                            \
  X(FENCE, "memory fence <sub: KirFence> (orders this thread's accesses; no operands)")     \
  X(ALLOC, "slot arr (a HEAP slot) := a new C-ordered array of shape idx[0..ndim) (int64 "   \
           "registers), zeroed (sub 0) or filled with a (sub 1); sub KIR_ALLOC_VIEW: no new "   \
           "array, a C-ordered view of slot b's memory (a whole C array); sub KIR_ALLOC_BIND: "  \
           "slot arr takes slot b's array (a whole C array) and a reference of its own to "       \
           "slot imm's array (b's, or a reshape's base); sub KIR_ALLOC_SORT: no new array, "     \
           "slot arr's elements (a whole C 1-D array) sorted in place, NaNs last; CPU engine only") \
  X(RAISE, "the active lanes raise exception imm (an ExcKind) with message args (nargs 1) " \
           "or none (nargs 0): a fault naming the first such thread (sub 1: a ValueError of " \
           "the library's, which the CPU engine raises too; sub KIR_RAISE_SHAPE: a shape check, its " \
           "message the nargs args joined, registers as integers)")                               \
  X(WARN, "the active lanes where bool a is true (imm KIR_WARN_COND; else where a <imm> b "      \
          "meets NumPy's condition) warn NumPy's RuntimeWarning <sub: KirWarn> at this line, as " \
          "the NumPy scalars of Numba's simulator do (the simulator reports it; other engines "  \
          "drop it: they compute as compiled code)")

/* LOAD/STORE's sub: a mask of the axes whose index the typer made in range by construction
 * (a counted loop over that very axis's extent, or a slice's element of one): the CPU engine
 * writes those unchecked; other engines may check them still. */
/* ENDLOOP's imm.i == KIR_LOOP_QUIET: an element loop of the typer's inside another loop, its
 * work bounded by an array's extent: the CPU engine polls for Ctrl-C in the loop around it
 * only, so that the compiler may vectorise it. */
#define KIR_LOOP_QUIET 1

/* WARN's imm: how its lanes are picked. COND: where bool a holds, warning sub. The others: a
 * division's operands a and b (one float type, or int64/uint64), warnings sub (divide by zero),
 * sub + 1 (overflow), sub + 2 (invalid value) as NumPy computes a / b, a // b, a % b
 * (kir_typer_warn.c); INT_FLOORDIV carries NumPy's signed width in bits above the low byte. */
enum { KIR_WARN_COND, KIR_WARN_DIV, KIR_WARN_FLOORDIV, KIR_WARN_MOD, KIR_WARN_INT_FLOORDIV, KIR_WARN_INT_MOD };

/* WARN's warnings (RuntimeWarnings at the instruction's line), NumPy 1.24's words: its scalar
 * math ("scalar divide") where both operands are NumPy scalars of types one converts to safely,
 * its ufunc loop ("divide") otherwise (a float32 and a Python float). WRAP is a random draw's
 * uint64 s0 + s1 (kir_typer_random.c); the others a kernel's / // % and np.sqrt, np.log, ...
 * (kir_typer_warn.c). */
#define KIR_WARNS(X)                                                                 \
  X(WRAP, "overflow encountered in scalar add")                                      \
  X(DIV_ZERO_S, "divide by zero encountered in scalar divide")                       \
  X(DIV_OVER_S, "overflow encountered in scalar divide")                             \
  X(DIV_INVALID_S, "invalid value encountered in scalar divide")                     \
  X(FLOORDIV_ZERO_S, "divide by zero encountered in scalar floor_divide")            \
  X(FLOORDIV_OVER_S, "overflow encountered in scalar floor_divide")                  \
  X(FLOORDIV_INVALID_S, "invalid value encountered in scalar floor_divide")          \
  X(MOD_ZERO_S, "divide by zero encountered in scalar remainder")                    \
  X(MOD_OVER_S, "overflow encountered in scalar remainder")                          \
  X(MOD_INVALID_S, "invalid value encountered in scalar remainder")                  \
  X(DIV_ZERO, "divide by zero encountered in divide")                                \
  X(DIV_OVER, "overflow encountered in divide")                                      \
  X(DIV_INVALID, "invalid value encountered in divide")                              \
  X(FLOORDIV_ZERO, "divide by zero encountered in floor_divide")                     \
  X(FLOORDIV_OVER, "overflow encountered in floor_divide")                           \
  X(FLOORDIV_INVALID, "invalid value encountered in floor_divide")                   \
  X(MOD_ZERO, "divide by zero encountered in remainder")                             \
  X(MOD_OVER, "overflow encountered in remainder")                                   \
  X(MOD_INVALID, "invalid value encountered in remainder")                           \
  X(SQRT_INVALID, "invalid value encountered in sqrt")                               \
  X(LOG_INVALID, "invalid value encountered in log")                                 \
  X(LOG_ZERO, "divide by zero encountered in log")                                   \
  X(LOG2_INVALID, "invalid value encountered in log2")                               \
  X(LOG2_ZERO, "divide by zero encountered in log2")                                 \
  X(LOG10_INVALID, "invalid value encountered in log10")                             \
  X(LOG10_ZERO, "divide by zero encountered in log10")                               \
  X(LOG1P_INVALID, "invalid value encountered in log1p")                             \
  X(LOG1P_ZERO, "divide by zero encountered in log1p")                               \
  X(ARCSIN_INVALID, "invalid value encountered in arcsin")                           \
  X(ARCCOS_INVALID, "invalid value encountered in arccos")                           \
  X(ARCCOSH_INVALID, "invalid value encountered in arccosh")                         \
  X(ARCTANH_INVALID, "invalid value encountered in arctanh")                         \
  X(ARCTANH_ZERO, "divide by zero encountered in arctanh")                           \
  X(EXP_OVER, "overflow encountered in exp")                                         \
  X(EXPM1_OVER, "overflow encountered in expm1")                                     \
  X(SINH_OVER, "overflow encountered in sinh")                                       \
  X(COSH_OVER, "overflow encountered in cosh")                                       \
  X(SIN_INVALID, "invalid value encountered in sin")                                 \
  X(COS_INVALID, "invalid value encountered in cos")                                 \
  X(TAN_INVALID, "invalid value encountered in tan")
typedef enum {
#define X(name, text) KWN_##name,
  KIR_WARNS(X)
#undef X
  KWN_COUNT
} KirWarn;
extern const char *const kir_warn_texts[KWN_COUNT];
/* RAISE's sub for NumPy's broadcast check of a view copy: a check, as a bounds check is, so an
 * engine that does not stop at raises may still take the kernel. */
#define KIR_RAISE_SHAPE 2

typedef enum {
#define X(name, doc) KIR_##name,
  KIR_OPS(X)
#undef X
  KIR_OP_COUNT
} KirOp;
extern const char *const kir_op_names[KIR_OP_COUNT];

/* Binary operators in KIR (Python semantics for FLOORDIV/MOD/POW on the operand type). */
/* BIN DIV with imm.i == KIR_DIV_COMPLEX: the zero test of a complex division (@jit code raises
 * "complex division by zero" for it). */
#define KIR_DIV_COMPLEX 1
/* BIN with imm.i == KIR_DIV_NUMPY: an element of an array expression, NumPy's ufunc error
 * model (a zero divisor gives inf or nan, never ZeroDivisionError); CPU engine only. */
#define KIR_DIV_NUMPY 2
#define KIR_BINS(X)                                                                 \
  X(ADD, "+") X(SUB, "-") X(MUL, "*") X(DIV, "/") X(FLOORDIV, "//") X(MOD, "%")     \
  X(POW, "**") X(AND, "&") X(OR, "|") X(XOR, "^") X(SHL, "<<") X(SHR, ">>")         \
  X(MIN, "min") X(MAX, "max") X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=")         \
  X(EQ, "==") X(NE, "!=")
typedef enum {
#define X(name, sym) KB_##name,
  KIR_BINS(X)
#undef X
  KB_COUNT
} KirBin;
extern const char *const kir_bin_names[KB_COUNT];

#define KIR_UNS(X) X(NEG, "-") X(NOT, "not") X(INVERT, "~") X(ABS, "abs")
typedef enum {
#define X(name, sym) KU_##name,
  KIR_UNS(X)
#undef X
  KU_COUNT
} KirUn;
extern const char *const kir_un_names[KU_COUNT];

/* X(NAME, python name, arity) — math functions kernels may call. math.frexp and math.modf
 * return pairs: FREXP and MODF are their first items, FREXP_EXP and MODF_INT (named so that
 * no module has them) their second. */
#define KIR_MATHS(X)                                                                \
  X(SQRT, "sqrt", 1) X(EXP, "exp", 1) X(LOG, "log", 1) X(SIN, "sin", 1)             \
  X(COS, "cos", 1) X(TAN, "tan", 1) X(TANH, "tanh", 1) X(ATAN, "atan", 1)           \
  X(ASIN, "asin", 1) X(ACOS, "acos", 1) X(FLOOR, "floor", 1) X(CEIL, "ceil", 1)     \
  X(FABS, "fabs", 1) X(LOG10, "log10", 1) X(LOG2, "log2", 1) X(EXPM1, "expm1", 1)   \
  X(LOG1P, "log1p", 1) X(SINH, "sinh", 1) X(COSH, "cosh", 1) X(ERF, "erf", 1)      \
  X(CBRT, "cbrt", 1) X(TRUNC, "trunc", 1) X(ATAN2, "atan2", 2) X(POW, "pow", 2)    \
  X(HYPOT, "hypot", 2) X(FMOD, "fmod", 2) X(FMA, "fma", 3) X(ISNAN, "isnan", 1)    \
  X(ISINF, "isinf", 1) X(RINT, "rint", 1) X(ASINH, "asinh", 1)                     \
  X(ACOSH, "acosh", 1) X(ATANH, "atanh", 1) X(ERFC, "erfc", 1)                     \
  X(GAMMA, "gamma", 1) X(LGAMMA, "lgamma", 1) X(DEGREES, "degrees", 1)             \
  X(RADIANS, "radians", 1) X(ISFINITE, "isfinite", 1) X(COPYSIGN, "copysign", 2)   \
  X(REMAINDER, "remainder", 2) X(LDEXP, "ldexp", 2) X(FREXP, "frexp", 1)           \
  X(MODF, "modf", 1) X(FREXP_EXP, "frexp.exp", 1) X(MODF_INT, "modf.int", 1)
typedef enum {
#define X(name, py, n) KM_##name,
  KIR_MATHS(X)
#undef X
  KM_COUNT
} KirMath;
extern const char *const kir_math_names[KM_COUNT];
extern const int kir_math_arity[KM_COUNT];
/* MATH with imm.i == KIR_MATH_NUMPY: a kernel called np.sin (not math.sin), which Numba's
 * simulator computes with NumPy's own loops (SVML's bits on AVX-512 CPUs), not the C library. */
#define KIR_MATH_NUMPY 1
/* MATH with imm.i == KIR_MATH_LIBF: a float32 element of a @jit array expression (np.sin(a32)),
 * the C library's float function (sinf), as Numba's ufunc loop computes it (CPU engine only). */
#define KIR_MATH_LIBF 2
/* MATH with imm.i == KIR_MATH_PYFLOAT: a kernel's Python math function (math.sin) of float32
 * arguments computed in float64, as Numba's simulator's math returns Python floats (typed so
 * unless the kernel is compiled for a device from the start, --mode=gpu: KirFunc.device_math).
 * Compiled Numba computes it in float32 on a GPU, so the profiler prices it, and the float64
 * arithmetic it feeds, as FP32 (KirFunc.gpu_f32). */
#define KIR_MATH_PYFLOAT 3

/* special registers: thread geometry (int32, as Numba types them) */
#define KIR_SREGS(X)                                                                \
  X(TID_X, "threadIdx.x") X(TID_Y, "threadIdx.y") X(TID_Z, "threadIdx.z")           \
  X(CTAID_X, "blockIdx.x") X(CTAID_Y, "blockIdx.y") X(CTAID_Z, "blockIdx.z")        \
  X(NTID_X, "blockDim.x") X(NTID_Y, "blockDim.y") X(NTID_Z, "blockDim.z")           \
  X(NCTAID_X, "gridDim.x") X(NCTAID_Y, "gridDim.y") X(NCTAID_Z, "gridDim.z")        \
  X(LANEID, "laneid")
typedef enum {
#define X(name, py) KS_##name,
  KIR_SREGS(X)
#undef X
  KS_COUNT
} KirSreg;
extern const char *const kir_sreg_names[KS_COUNT];

#define KIR_ATOMICS(X)                                                              \
  X(ADD, "add") X(SUB, "sub") X(MAX, "max") X(MIN, "min") X(EXCH, "exch")           \
  X(INC, "inc") X(DEC, "dec") X(AND, "and_") X(OR, "or_") X(XOR, "xor")             \
  X(CAS, "compare_and_swap") X(NANMAX, "nanmax") X(NANMIN, "nanmin")
typedef enum {
#define X(name, py) KA_##name,
  KIR_ATOMICS(X)
#undef X
  KA_COUNT
} KirAtomic;
extern const char *const kir_atomic_names[KA_COUNT];

/* warp-level intrinsics: shuffles exchange b between lanes; votes reduce the predicate b */
#define KIR_WARPS(X)                                                                \
  X(SHFL, "shfl_sync") X(SHFL_UP, "shfl_up_sync") X(SHFL_DOWN, "shfl_down_sync")    \
  X(SHFL_XOR, "shfl_xor_sync") X(ALL, "all_sync") X(ANY, "any_sync")                \
  X(EQ, "eq_sync") X(BALLOT, "ballot_sync") X(ACTIVEMASK, "activemask")             \
  X(LANEMASK_LT, "lanemask_lt") X(MATCH_ANY, "match_any_sync")                      \
  X(MATCH_ALL, "match_all_sync")
typedef enum {
#define X(name, py) KW_##name,
  KIR_WARPS(X)
#undef X
  KW_COUNT
} KirWarp;
extern const char *const kir_warp_names[KW_COUNT];

/* memory fences: cuda.threadfence*() and the CUDA C function each becomes */
#define KIR_FENCES(X)                                                               \
  X(DEVICE, "threadfence", "__threadfence")                                         \
  X(BLOCK, "threadfence_block", "__threadfence_block")                              \
  X(SYSTEM, "threadfence_system", "__threadfence_system")                           \
  X(BREAKPOINT, "breakpoint", "") /* breakpoint(): no fence; the debugger stops there */
typedef enum {
#define X(name, py, c) KF_##name,
  KIR_FENCES(X)
#undef X
  KF_COUNT
} KirFence;
extern const char *const kir_fence_names[KF_COUNT];

#define KIR_BITOPS(X) X(POPC, "popc") X(BREV, "brev") X(CLZ, "clz") X(FFS, "ffs")
typedef enum {
#define X(name, py) KT_##name,
  KIR_BITOPS(X)
#undef X
  KT_COUNT
} KirBits;
extern const char *const kir_bits_names[KT_COUNT];

/* LOOP's sub: a plain loop, or a prange loop (the typer's for over prange(...)), whose LOOP
 * also names its counter (d: the start on entry), stop (b) and step (c) registers; engines that
 * do not split it over threads run it as the plain loop it also is */
enum { KIR_LOOP_PLAIN, KIR_LOOP_PRANGE };

#define KIR_MAX_INDEX 4 /* array operands have at most this many dimensions */
/* IF/LOOP/CALLBEGIN regions nest at most this deep (the engines' mask stacks, sim.h's
 * SIM_MAX_DEPTH; the typer reports deeper code as a compile error with its line) */
#define KIR_MAX_NESTING 64

typedef struct KirInst {
  uint8_t op, sub;
  int32_t d, a, b, c;            /* registers, -1 when unused */
  int32_t arr;                   /* array slot (LOAD/STORE/ATOMIC/SHAPE) */
  int32_t idx[KIR_MAX_INDEX];    /* index registers (arr's ndim of them) */
  int32_t args, nargs;           /* PRINT: a range of KirFunc.args */
  union { int64_t i; double f; } imm;
  Span span;
} KirInst;

/* HEAP: an array a @jit function allocates (np.empty, np.zeros, ...): an ALLOC instruction asks
 * the caller's runtime hook (KirRun.alloc) for an ordinary ndarray and sets the slot's
 * descriptor (shape and strides known only then, as a parameter's); param is the slot's own
 * index then. Only the CPU engine runs such a function (kir_host.c sends it to the interpreter
 * otherwise). */
#define KIR_RANDOM_SEED 1 /* RANDOM's sub for random.seed(n) in @jit code */
#define KIR_RANDOM_NP 2       /* np.random.random() (kir_typer_nprandom.c) */
#define KIR_RANDOM_NP_GAUSS 3 /* np.random.standard_normal(): the legacy gauss with its cache */
#define KIR_RANDOM_NP_SEED 4  /* np.random.seed(a) */
#define KIR_RANDOM_NP_U32 5   /* np.random.randint's 32-bit words: d (int64) := genrand_int32() */
#define KIR_ALLOC_VIEW 2 /* ALLOC's sub for a reshape: the slot views slot b's memory */
#define KIR_ALLOC_BIND 3 /* ALLOC's sub for a rebound array variable (kir_typer_rebind.c) */
#define KIR_ALLOC_SORT 4 /* ALLOC's sub for np.sort / a.sort() (kir_typer_sort.c) */
typedef enum { KIR_SLOT_PARAM, KIR_SLOT_SHARED, KIR_SLOT_LOCAL, KIR_SLOT_CONST, KIR_SLOT_HEAP } KirSlotKind;
/* A slot whose shape and strides come with its descriptor at run time (a parameter's, an
 * allocated array's). */
static inline bool kir_slot_has_desc(KirSlotKind k) { return k == KIR_SLOT_PARAM || k == KIR_SLOT_HEAP; }

typedef struct KirSlot {
  KirSlotKind kind;
  DType dtype;
  int ndim;
  int param;                     /* PARAM: argument position */
  int64_t shape[KIR_MAX_INDEX];  /* SHARED/LOCAL/CONST: fixed shape (shared: 0 = dynamic) */
  int64_t size;                  /* elements (SHARED/LOCAL/CONST) */
  char *name;                    /* the source name, for reports */
  void *cdata;                   /* CONST: the element data (owned) */
  bool rebinds;                  /* HEAP: set by KIR_ALLOC_BIND, so its array changes while the
                                  * call runs (a rebound variable's, kir_typer_rebind.c) */
} KirSlot;

/* A print operand: a register, or a string constant (reg < 0, str set). glue: printed right
 * after the operand before it, without print's space (the pieces of an f-string); fmt: a
 * register's printf conversion from an f-string field's spec ("%8.3f", "%-5lld"; "%8s": the
 * value's own text, padded), NULL for the value's own text (kir_typer_print.c). */
typedef struct KirPrintArg {
  int32_t reg;
  char *str;
  char *fmt;
  bool glue;
} KirPrintArg;

/* PRINT's sub when print() had an end= other than '\n': its last operand is that end, and no
 * newline follows (kir_typer_print.c). */
#define KIR_PRINT_END 1

/* A variable of the kernel's body (call -1) or of a device function inlined in it (call: which
 * CALLBEGIN of the code, counted from 0 in code order, begins that call: kir_call_ordinal) and
 * where it lives once typed: a register (reg >= 0) or an array slot (slot >= 0). For the
 * debugger. */
typedef struct KirVar {
  char *name;
  int reg, slot, call;
} KirVar;

struct KirFunc {
  char *name;
  char *file;        /* source file name, for reports */
  const char *src;   /* source text (kept alive by the function's Proto) */
  KirTarget target;
  bool python_errors; /* @jit: Numba's Python error model (ZeroDivisionError); else numpy's */
  bool parallel;      /* @jit(parallel=True): the CPU engine runs prange loops on several threads */
  bool device_math;   /* typed for a device from the start (--mode=gpu): a kernel's Python math
                       * functions of float32 compute in float32, as compiled Numba's do; else
                       * in float64, as the simulator's (KIR_MATH_PYFLOAT) */
  bool undefined_names; /* a kernel reads a name nothing defines (NameError where it runs): not
                         * cached, as the program may define it before the next launch */
  /* the module globals holding numbers (or tuples of them) a kernel read as constants: Numba's
   * simulator reads them when each launch runs, so a launch after one is rebound compiles again
   * (kir_host.c). fnval: the function whose globals hold it (borrowed: its cache entry keeps it) */
  struct KirGlobalDep {
    Value fnval;
    char *name;
  } *gdeps;
  int ngdeps;
  /* sig is what the engines see (kir_lower_sig: no complex types); usig the signature compiled
   * as the program spelt it, with complex scalars and arrays (kir_func_sig gives it) */
  KirSig sig, usig;
  KirInst *code;
  int ncode, capcode;
  DType *regs;       /* type of each register */
  int nregs, capregs;
  int *params;       /* first register of each scalar parameter (-1 for arrays) */
  int ret;           /* first return register, -1 for void */
  int nret;          /* registers the return value occupies (tuples > 1) */
  KirTy rettys[KIR_MAX_ARGS]; /* the return value's scalar parts */
  uint64_t ret_cplx; /* bit k: return registers k and k + 1 are one complex number's parts */
  uint64_t ret_arr;  /* bit k: return register k (int32) holds the number of the array slot returned */
  uint64_t ret_view; /* bit k: ... a view of it, its offset, shape and strides in the 1 + 2 * ndim
                      * int64 registers after it (kir_typer_view.c) */
  bool ret_tuple;    /* the Python result is a tuple (of nret registers, complex pairs as one) */
  KirSlot *slots;
  int nslots;
  KirPrintArg *args;
  int nargs, capargs;
  void *engine;      /* the home engine's compiled code (sim/: its SIMT code), built on first run */
  void *cpu_code;    /* the CPU engine's verdict and machine code (sim/sim_cpu_engine.c), first call */
  Value fnval;       /* the Python function (a borrowed reference held by the cache) */
  uint8_t *gpu_f32;  /* NULL, or per register: 1 where a float64 register holds what compiled
                      * Numba computes in float32 (a KIR_MATH_PYFLOAT result and the arithmetic
                      * on it): the profiler prices its operations as FP32 (kir_gpu_f32.c) */
  KirVar *vars;      /* the body's and the inlined calls' variables at their end (kir_build), for the debugger */
  int nvars;
};

/* A complex dtype's part type (float32 for complex64, float64 for complex128). */
static inline DType kir_cplx_part(DType c) { return c == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64; }
static inline bool kir_is_cplx_dtype(DType d) { return d == DT_COMPLEX64 || d == DT_COMPLEX128; }
/* The engines' view of a signature: a complex scalar becomes two scalars of its part type
 * (real, imaginary), a complex array a float array with one more, last, axis of extent 2 (its
 * parts); a complex result its real part's type (ret_cplx says it has two). TypeError when the
 * engines' argument count would pass KIR_MAX_ARGS. */
void kir_lower_sig(const KirSig *u, KirSig *e);

/* kir_types.c: the Array behind a host or device array value (borrowed), else RT_UNDEF. */
Value kir_unwrap_array(Value v);
bool kir_ty_equal(KirTy a, KirTy b);

/* Builder helpers (kir_ir.c). */
int kir_new_reg(KirFunc *f, DType t);
KirInst *kir_emit(KirFunc *f, KirOp op, Span span);
int kir_new_slot(KirFunc *f, KirSlotKind kind, DType dt, int ndim, const char *name);
int kir_add_print_arg(KirFunc *f, int reg, const char *str);
/* Free a function no engine has compiled yet (engine NULL): what a failed build leaves. */
void kir_func_free(KirFunc *f);

/* Print f in a readable form (the `:kir` view and tests). */
void kir_print(const KirFunc *f, FILE *out);
/* Move constants that are written once to the function's entry (before the engines run it). */
void kir_hoist_consts(KirFunc *f);
/* Check types and region nesting; returns NULL or a message describing the first problem. */
const char *kir_verify(const KirFunc *f);
/* True when register r is read anywhere in f (an operand, an index, an argument or a result):
 * an atomic whose old value (d) is never read is a pure update. */
bool kir_reg_read(const KirFunc *f, int r);
/* The source line of f's first cuda.cg.this_grid().sync() (a BARRIER with imm 1), or 0. */
int kir_grid_sync_line(const KirFunc *f);

/* Set f->gpu_f32 from f's KIR_MATH_PYFLOAT results (kir_gpu_f32.c); NULL when it has none. */
void kir_mark_gpu_f32(KirFunc *f);

/* Frontend entry (kir_typer.c): build the KIR of fn for sig/target. Raises on error. */
KirFunc *kir_build(Value fn, const KirSig *sig, KirTarget target);

/* A run as every engine takes it (kir_engine.h). */
typedef struct KirArgBuf {
  char *data;                  /* element 0 */
  DType dtype;
  int ndim;
  int64_t shape[KIR_MAX_INDEX];
  int64_t strides[KIR_MAX_INDEX]; /* bytes */
  int64_t alloc_offset;        /* bytes from the start of its allocation to data (a view's) */
} KirArgBuf;

typedef struct KirRun {
  int64_t grid[3], block[3];
  int64_t dyn_shared;          /* dynamic shared memory in bytes */
  const KirArgBuf *arrays;     /* per parameter (only array parameters used) */
  const uint64_t *scalars;     /* per parameter: the scalar's bits in its register type */
  uint64_t *result;            /* f->nret words out (one-lane CPU calls), or NULL */
  /* Elementwise mode (nlanes > 0): lane i reads scalar parameter k from lane_in[k] +
   * i * lane_in_strides[k] (the parameter's dtype) and writes its result (sig.ret's dtype) to
   * lane_out + i * lane_out_stride; grid and block are ignored. */
  int64_t nlanes;
  char *const *lane_in;
  const int64_t *lane_in_strides;
  char *lane_out;
  int64_t lane_out_stride;
  /* A function with HEAP slots: ALLOC calls alloc(heap, slot, dtype, ndim, shape, desc, msg),
   * which makes the array, keeps it in heap (the caller's, one per slot) and fills desc (the
   * engine's WeftArray); 0, or the engine's fault code with its message in msg (200 bytes). */
  int (*alloc)(void *heap, int slot, int dtype, int ndim, const long long *shape, void *desc, char *msg);
  void *heap;
  /* ALLOC's sub KIR_ALLOC_BIND: slot dst drops its array and holds a reference to slot src's
   * (an allocated array, or the argument of a parameter slot) */
  void (*share)(void *heap, int dst, int src);
} KirRun;

#endif
