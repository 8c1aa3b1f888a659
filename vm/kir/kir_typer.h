/* kir_typer.h — private to the typer (kir_typer.c: functions, statements, scopes;
 * kir_typer_expr.c: expressions and calls) and to kir_host.c, which creates the host-side
 * placeholders of the kernel-side names. */
#ifndef WEFT_KIR_TYPER_H
#define WEFT_KIR_TYPER_H

#include "../front/ast.h"
#include "../host/proto.h"
#include "../host/vm_engine.h"
#include "kir_ir.h"

/* Kernel-side names of numba.cuda: X(ID, dotted name); SHFL_SYNC..LANEMASK_LT follow KirWarp's
 * order. A kernel's `cuda.threadIdx` is a placeholder object (not an attribute of the
 * host's numba.cuda: kir_cuda_kernel_name); the typer resolves `cuda.atomic.add` by its dotted name. */
#define KIR_INTRINSICS(X)                                                               \
  X(THREADIDX, "threadIdx") X(BLOCKIDX, "blockIdx") X(BLOCKDIM, "blockDim")               \
  X(GRIDDIM, "gridDim") X(GRID, "grid") X(GRIDSIZE, "gridsize") X(LANEID, "laneid")       \
  X(WARPSIZE, "warpsize") X(SHARED, "shared") X(SHARED_ARRAY, "shared.array")             \
  X(LOCAL, "local") X(LOCAL_ARRAY, "local.array") X(CONST, "const")                       \
  X(CONST_ARRAY_LIKE, "const.array_like") X(SYNCTHREADS, "syncthreads")                   \
  X(SYNCTHREADS_COUNT, "syncthreads_count") X(SYNCTHREADS_AND, "syncthreads_and")         \
  X(SYNCTHREADS_OR, "syncthreads_or") X(SYNCWARP, "syncwarp")                             \
  X(THREADFENCE, "threadfence") X(THREADFENCE_BLOCK, "threadfence_block")                 \
  X(THREADFENCE_SYSTEM, "threadfence_system") X(ATOMIC, "atomic")                         \
  X(ATOMIC_ADD, "atomic.add") X(ATOMIC_SUB, "atomic.sub") X(ATOMIC_MAX, "atomic.max")     \
  X(ATOMIC_MIN, "atomic.min") X(ATOMIC_NANMAX, "atomic.nanmax")                           \
  X(ATOMIC_NANMIN, "atomic.nanmin") X(ATOMIC_EXCH, "atomic.exch")                         \
  X(ATOMIC_INC, "atomic.inc") X(ATOMIC_DEC, "atomic.dec") X(ATOMIC_AND, "atomic.and_")    \
  X(ATOMIC_OR, "atomic.or_") X(ATOMIC_XOR, "atomic.xor")                                  \
  X(ATOMIC_CAS, "atomic.compare_and_swap") X(ATOMIC_CAS2, "atomic.cas")                   \
  X(FMA, "fma") X(CBRT, "cbrt") X(SELP, "selp") X(POPC, "popc") X(BREV, "brev") X(CLZ, "clz")             \
  X(FFS, "ffs") X(SHFL_SYNC, "shfl_sync") X(SHFL_UP_SYNC, "shfl_up_sync")                 \
  X(SHFL_DOWN_SYNC, "shfl_down_sync") X(SHFL_XOR_SYNC, "shfl_xor_sync")                   \
  X(ALL_SYNC, "all_sync") X(ANY_SYNC, "any_sync") X(EQ_SYNC, "eq_sync")                   \
  X(BALLOT_SYNC, "ballot_sync") X(ACTIVEMASK, "activemask") X(LANEMASK_LT, "lanemask_lt") \
  X(MATCH_ANY_SYNC, "match_any_sync") X(MATCH_ALL_SYNC, "match_all_sync")                 \
  X(CG, "cg") X(CG_THIS_GRID, "cg.this_grid") X(CG_GRID, "cg.this_grid()")                \
  X(CG_GRID_SYNC, "cg.this_grid().sync")                                                  \
  KIR_RANDOM_INTRINSICS(X)
/* numba.cuda.random's draws (kir_typer_random.c), in this order */
#define KIR_RANDOM_INTRINSICS(X)                                                           \
  X(XORO_NEXT, "random.xoroshiro128p_next")                                                \
  X(XORO_UNIFORM_F32, "random.xoroshiro128p_uniform_float32")                              \
  X(XORO_UNIFORM_F64, "random.xoroshiro128p_uniform_float64")                              \
  X(XORO_NORMAL_F32, "random.xoroshiro128p_normal_float32")                                \
  X(XORO_NORMAL_F64, "random.xoroshiro128p_normal_float64")

typedef enum {
#define X(id, name) KI_##id,
  KIR_INTRINSICS(X)
#undef X
  KI_COUNT
} KirIntrinsicId;
extern const char *const kir_intrinsic_names[KI_COUNT];
/* The id of a dotted kernel-side name, or -1. */
int kir_intrinsic_lookup(const char *dotted);
/* What a kernel's `cuda.X` is when module is numba.cuda and X one of its top-level kernel-side
 * names (the placeholder, 32 for warpsize; borrowed), RT_UNDEF otherwise (kir_objects.c). */
Value kir_cuda_kernel_name(Value module, const char *name);

/* Host objects this engine defines (kir_host.c), as the typer recognises them. */
typedef struct KirIntrinsic {
  Obj hdr;
  int id;
} KirIntrinsic;
extern const ObjType kir_intrinsic_type;

/* @cuda.jit / @cuda.jit(device=True) / @jit results: they wrap a Python function. */
typedef enum { KIR_DISP_KERNEL, KIR_DISP_DEVICE, KIR_DISP_JIT } KirDispKind;
#define KIR_HOT_ARGS 8 /* the most arguments the fast path of a @jit call takes */
typedef struct KirDispatcher {
  Obj hdr;
  KirDispKind kind;
  Value fn; /* the Python function (owned) */
  int nsigs;     /* declared signatures (@jit('f8(f8)'), a list of them, or float64(float64)): */
  KirSig *sigs;  /* only these are compiled, and arguments convert to them; 0: one per call */
  /* @jit's mode: nopython (@njit, @jit(nopython=True)): what Numba rejects is its TypingError;
   * forceobj (@jit(forceobj=True)): always the interpreter, silently */
  bool nopython, forceobj;
  bool parallel; /* @jit(parallel=True): prange loops on several threads (the CPU engine) */
  bool numpy_errors; /* @jit(error_model='numpy'): a zero divisor gives inf/nan (floats), 0 (ints) */
  bool boundscheck;  /* @jit(boundscheck=True): an index out of bounds is Numba's IndexError text */
  bool cache;        /* @jit(cache=True): dispatcher._cache is a FunctionCache */
  Value options;     /* dispatcher.targetoptions: @jit's options as Numba keeps them (owned dict; RT_UNDEF for kernels) */
  struct KirNumbaState *numba; /* kir_numba.c's record (owned; NULL until first needed) */
  struct KirParforDiag *pfdiag; /* kir_parfor_diag.c's parfor numbers (owned; NULL until a parallel compile) */
  /* The last call that ran compiled code with plain Python numbers for arguments, all passed
   * by position (kir_host.c's fast path): its code and each argument's tag. A call with the
   * same tags reuses the code without binding, typing or a cache look-up. */
  bool logged_values; /* WEFT_JIT_LOG said why its arguments send it to the interpreter */
  struct KirFunc *hot;
  int hot_argc;
  unsigned char hot_tags[KIR_HOT_ARGS];
} KirDispatcher;
extern const ObjType kir_dispatcher_type;
/* The signatures fn has been specialised for on the CPU, in the order they were met: at most
 * max of them into out; their number. typed_only: only those the typer compiled (their return
 * types known), not those the interpreter runs. (kir_host.c) */
int kir_compiled_sigs(Value fn, KirSig *out, int max, bool typed_only);
/* The same with each one's place in the order signatures were met (kir_sig_seq) in seqs; the
 * interpreter's are left out unless declared (kir_interp_sigs.c lists the others). */
int kir_compiled_sigs_seq(Value fn, KirSig *out, int *seqs, int max, bool typed_only);
/* The Numba name of the tuple the specialisation met seq-th returns ('UniTuple(float64 x 2)',
 * 'Tuple(int64, float64)') into buf; false when it returns no tuple. (kir_host.c) */
bool kir_compiled_tuple_ret_name(Value fn, int seq, char *buf, size_t n);
/* kir_interp_sigs.c: the next place in that order; Numba's name of a value (result: as a
 * function's result, a list is list(...) rather than reflected); the note of an interpreted
 * call's signature (bound arguments, the unboxed result; nopython: Numba compiles it); the
 * list dispatcher.signatures (with_ret: nopython_signatures) shows. */
int kir_sig_seq(void);
bool kir_value_numba_name(Value v, char *buf, size_t n, bool result);
/* Numba's NumbaPendingDeprecationWarning for the reflected list and set arguments of a call that
 * compiles d's function for new argument types (kir_numba.c). */
void kir_numba_reflected_warn(Value dispatcher, int argc, const Value *args);
void kir_interp_sig_note(Value fn, int argc, const Value *argv, Value result, bool nopython);
Value kir_signature_list(Value fn, bool with_ret);
/* dispatcher.overloads: an OrderedDict from each of those argument tuples to a compile result
 * with its signature (kir_overloads_dict.c). */
Value kir_overloads_dict(Value dispatcher);
/* A declared signature the interpreter tier runs (argument and return type names). */
void kir_interp_sig_declare(Value fn, int nargs, char (*names)[160], const char *ret);
/* A call of a function declared so with other argument types: Numba's TypeError "No matching
 * definition for argument type(s) ListType[int64]". */
void kir_interp_sig_check(Value fn, int argc, const Value *argv);
/* A @jit dispatcher's recompile(): its signatures compiled again now (kir_host.c). */
void kir_recompile(Value dispatcher);
/* dispatcher.inspect_types(): Numba's annotation layout, on stdout (kir_numba.c). */
void kir_numba_inspect_types(Value dispatcher, Value file); /* file: None for sys.stdout */

/* A rejection the typer knows Numba shares, in Numba's words: reason (empty: none), the
 * source line, and Numba's "During: typing of <during>" line. */
typedef struct KirNumbaWhy {
  char reason[1536];
  const char *during;
  int line;
  bool excerpt_first; /* the source excerpt comes before the "During:" line, as for attributes */
  char typer[600];    /* the typer's own reason, "line N: ..." (WEFT_JIT_LOG prints it) */
} KirNumbaWhy;
/* kir_build without the printed report: NULL when the typer rejects fn for these types (or
 * building raises anything but KeyboardInterrupt and MemoryError, which go on unwinding), with
 * why filled when Numba rejects it too (kir_numba_shares). */
KirFunc *kir_try_build(Value fn, const KirSig *sig, KirTarget target, KirNumbaWhy *why);
/* kir_build of a kernel for a launch: NULL, with nothing printed, when it reaches a device
 * function that calls itself and is typed for the simulator (not --mode=gpu): Numba's
 * simulator runs such calls as Python calls, and so does kir_interp_kernel.c. */
KirFunc *kir_build_kernel(Value fn, const KirSig *sig);
/* Such a kernel's launch (kir_interp_kernel.c): each thread calls fn(argv) in the interpreter in
 * turn, numba.cuda's geometry answering for it (kir_interp_thread: NULL outside such a run). */
typedef struct KirInterpThread {
  bool on;
  int64_t tid[3], bid[3], bdim[3], gdim[3];
} KirInterpThread;
void kir_interp_kernel(Value fn, const KirLaunch *cfg, int argc, const Value *argv);
const KirInterpThread *kir_interp_thread(void);
/* Before a kir_type_error: Numba rejects this too, saying fmt (kept for kir_try_build's caller). */
void kir_numba_shares(int line, const char *during, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Numba's "Unknown attribute 'name' of type T" for an attribute of a number that Numba's
 * numbers lack (kir_numba_shares, laid out as Numba's get-attribute errors). */
void kir_numba_shares_attr(int line, const char *name, const char *type);
/* The reason just shared carries its own "During:" lines: Numba's source excerpt follows it. */
void kir_numba_shares_excerpt_last(void);

/* ---- the interpreter tier of @jit (kir_host.c runs a function in the VM when the typer does
 * not compile it; kir_numba.c says what Numba itself would do then) ----
 * Numba 0.56's verdict on calling d's function with the bound arguments args: when Numba
 * rejects them or the body (argument types it cannot type, plain Python functions and classes
 * named in the body, methods of NumPy ufuncs; typer: what the typer knows Numba rejects, or
 * NULL), raise its TypingError under nopython, else print
 * its object-mode NumbaWarnings on stderr (once per argument types when dedupe is true; the
 * caller's cache remembers them otherwise) and return. Anything else returns silently: Numba
 * compiles it, and the interpreter gives its result. */
void kir_numba_verdict(Value dispatcher, int argc, const Value *args, bool dedupe, const KirNumbaWhy *typer);
/* Numba's constant inference of raise arguments (kir_numba_raise.c): the first raise naming a
 * parameter of fn (as Numba's rewrite meets them), when there is one Weft is sure of. */
typedef struct KirRaiseArg {
  int index;        /* the parameter's position */
  const char *name; /* and name */
  int line;         /* the raise statement's line */
} KirRaiseArg;
bool kir_numba_raise_arg(Value func, const FuncNode *fn, KirRaiseArg *at);
/* Is name bound anywhere in the body (assigned, augmented, a loop target) other than as a
 * parameter? Statements the walk does not follow (with, try, nested defs) count as binding it
 * (kir_numba_raise.c). */
bool kir_body_binds(Stmt *const *body, int n, const char *name);
/* A call of np.mean, np.std, ... (Numba's redirection to array methods) with keywords, which
 * Numba refuses whatever the types (kir_numba_npkw.c): its report up to the source excerpt into
 * reason (n bytes) and the call's line, when Weft is sure of the text. */
bool kir_numba_np_kwarg(Value func, const FuncNode *fn, int argc, const Value *args, char *reason, size_t n, int *line);
/* Before d's function is compiled for new argument types: when Numba rejects its body whatever
 * Weft's typer makes of it (a raise of a runtime value: the ConstantInferenceError of its
 * pre-inference rewrite; keywords to np.mean: a TypingError), raise that error under nopython,
 * else warn of the object-mode fall-back and return true (the caller interprets). */
bool kir_numba_rewrite_verdict(Value dispatcher, int argc, const Value *args);
/* dispatcher.parallel_diagnostics(level=...) (kir_parfor_diag.c): a compilation of a parallel
 * dispatcher for new argument types takes parfor numbers (call before compiling); the report
 * of each compilation on sys.stdout; free. */
void kir_parfor_note_compile(Value dispatcher, int argc, const Value *args);
void kir_parfor_diagnostics(Value dispatcher, int64_t level);
void kir_parfor_diag_free(struct KirParforDiag *p);
/* The first (its first decorator's) and last source lines of fn's def, as inspect.getsource
 * takes them (kir_numba.c). */
void kir_numba_func_lines(const FuncNode *fn, const char *text, int *first, int *last);
/* Has Numba's verdict sent this @jit dispatcher to object mode (a fall-back warned about)? */
bool kir_numba_object_mode(const KirDispatcher *d);
void kir_numba_state_free(struct KirNumbaState *st);

/* Compile fn for a declared signature now (kir_host.c), as Numba does at decoration; the
 * calls that choose this signature later find it in the cache. */
void kir_precompile(Value fn, const KirSig *sig, KirTarget target);
/* The same for a @jit dispatcher: the typer's code, or the interpreter tier after Numba's
 * verdict on the body (kir_numba_verdict), decided now for this signature. */
void kir_jit_precompile(Value dispatcher, const KirSig *sig);


/* TV_CPLX: a complex number, registers reg (real part) and im (imaginary part) of its part type
 * (float32 for complex64); TV_CPLXARR: a complex array, items[0] and items[1] the views of its
 * real and imaginary parts (the engines' float array, its last axis fixed at 0 and at 1). */
/* TV_RECARR: a structured array, items[k] the view of field k (an engine array of its own);
 * rec its layout (rt_np_record_layout_of), negated for one record r = A[i] (its fields' views
 * then have no axes of A left). Fields are read as A[i]['x'], A[i].x, r['x'], r.x
 * (kir_typer_record.c). */
/* TV_AEXPR: an elementwise array expression not computed yet (kir_typer_ufunc.c): operator or
 * ufunc aop/asub over the operands items[0..n) (arrays, numbers or such expressions), each
 * element computed in type ain and giving adt; andim its operands' broadcast ndim. */
typedef enum { TV_NONE, TV_REG, TV_TUPLE, TV_ARRAY, TV_OBJ, TV_INTR, TV_STR, TV_CPLX, TV_CPLXARR,
               TV_RECARR, TV_AEXPR } TValKind;

typedef struct TVal {
  TValKind kind;
  int reg;             /* TV_REG; TV_CPLX: the real part */
  int im;              /* TV_CPLX: the imaginary part */
  int slot;            /* TV_ARRAY: the array, viewed through nfixed index registers */
  int nfixed;          /* (A[i] of a 2-D A is a row view: slot A, fixed {i}; A[:, j] a column) */
  int fixed[KIR_MAX_INDEX]; /* per array axis: its index register when fixmask has the axis */
  unsigned fixmask;    /* the fixed axes (the view's own axes are the others, in order) */
  /* TV_ARRAY sliced with bounds (A[1:3], A[i, 2:], A[::-2]): per axis of the array, the
   * register + 1 of the view's first element along it, of its extent and of its step; 0 for
   * none (the whole axis, step 1) */
  int off[KIR_MAX_INDEX], len[KIR_MAX_INDEX], step[KIR_MAX_INDEX];
  int rev;             /* TV_ARRAY transposed (a.T): the array's ndim, the view's own axes then
                        * running in reverse array order; 0: in array order */
  int intr;            /* TV_INTR: KirIntrinsicId */
  Value obj;           /* TV_OBJ: a host object (borrowed; kept alive by the program) */
  const char *str;     /* TV_STR */
  struct TVal *items;  /* TV_TUPLE, TV_CPLXARR, TV_RECARR (arena) */
  int n;
  int rec;             /* TV_RECARR */
  int aop, asub, andim; /* TV_AEXPR */
  DType ain, adt;
} TVal;

typedef struct TVar {
  const char *name;
  TVal val;
  bool assigned;
  int sel;     /* an array variable of several arrays (kir_typer_choice.c): its selector register + 1 */
  int vslot;   /* a rebound array variable (kir_typer_rebind.c): its own slot + 1 */
  int vbase;   /* a view of a rebinding slot bound to it: the slot + 1 holding that view's array */
  bool pinned; /* ... typed for one of them just now (val is that array) */
} TVar;

/* A variable's type learnt by an earlier pass over the same body (Numba unifies a variable's
 * types over the whole function: `acc = 0` then `acc += 0.5` makes acc a float64). */
#define KIR_MAX_CHOICE 4
typedef struct THint {
  const char *name;
  DType dt;
  bool rebound;                /* an array variable bound to new arrays as it runs (CPU code:
                                * kir_typer_rebind.c), from its first binding on */
  int nchoice;                 /* an array variable: the arrays (slots) it was bound to */
  int choice[KIR_MAX_CHOICE];
} THint;

typedef struct TScope {
  const FuncNode *fn;
  Value fnval;           /* its Python function: the globals and closure variables it sees */
  struct TScope *caller; /* the inlining chain (recursion is an error) */
  TVar *vars;
  int nvars, capvars;
  THint *hints;
  int nhints, caphints;
  bool changed;        /* a hint changed: the body is typed again */
  bool have_ret;
  TVal ret;            /* the result registers (scalar or tuple) once the first return is seen */
  uint64_t ret_arr;    /* bit k: result item k is an array (its register holds the slot's number) */
  KirTy ret_arrty[KIR_MAX_ARGS]; /* ... and its type */
  uint64_t ret_view;   /* bit k: ... a view, described in the registers after it (kir_typer_view.c) */
  bool ret_void;
} TScope;

/* The host objects that name each math function (math.exp, np.exp) and the builtins compiled
 * code may call, recognised by identity: kir_typer_call.c finds them at the first call typed. */
typedef struct KirKnown {
  bool ready;
  Obj *math[KM_COUNT][2];
  Obj *abs, *min, *max, *len, *print, *random, *seed, *round, *breakpoint, *divmod;
  Obj *np_abs; /* np.abs (np.absolute): abs() for a number */
  Obj *np_minmax[4]; /* np.maximum, np.minimum, np.fmax, np.fmin (kir_np_minmax_names order) */
} KirKnown;

/* An array allocated inside a loop (kir_typer_alloc.c): each pass of the loop makes a new one
 * for the same slot, dropping the last, so the slot may be bound to one variable only (owner,
 * of scope), whose value it then always is. */
typedef struct KirLoopSlot {
  int slot;
  const char *owner;
  const TScope *scope;
} KirLoopSlot;

typedef struct Typer {
  KirFunc *f;
  Arena *arena;
  const char *file, *src;
  TScope *scope;
  int break_flag; /* innermost loop with an else: the bool register its breaks set; else -1 */
  KirKnown known;
  KirLoopSlot *lslots;
  int nlslots, caplslots;
} Typer;

_Noreturn void kir_type_error(Typer *T, Span span, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* e's value; an elementwise array expression is computed into a new array. */
TVal kir_expr(Typer *T, Expr *e);
/* The same, an elementwise array expression left a TV_AEXPR (for the operators and ufuncs that
 * take it as an operand, and the stores that fill an array with it). */
TVal kir_expr_lazy(Typer *T, Expr *e);
/* cond ? a : b (a and b of one type). */
int kir_select(Typer *T, int cond, int a, int b, Span span);
/* A counted loop over 0..stop-1 (kir_typer.c): kir_loop_open emits its head (the constant 1 in
 * *one) and returns its counter; kir_loop_close emits the latch (counter += step) and end. */
int kir_loop_open(Typer *T, int stop, int *one, Span span);
void kir_loop_close(Typer *T, int counter, int step, Span span);

/* ---- elementwise array expressions (kir_typer_ufunc.c; CPU code only) ---- */
bool kir_arrayish(const Typer *T, TVal v); /* an array or an array expression, in @jit code */
TVal kir_ae_binop(Typer *T, KirBin op, TVal l, TVal r, Span span);
TVal kir_ae_unary(Typer *T, UnOp op, TVal a, Span span);
/* A ufunc (np.sqrt, np.abs, ...) or np.where called as f with an array argument: false when f
 * is none of them. */
bool kir_ae_call(Typer *T, Obj *f, int argc, TVal *argv, Span span, TVal *out);
/* v computed into a new array (a HEAP slot); other values unchanged. */
TVal kir_ae_force(Typer *T, TVal v, Span span);
/* dst[...] = v for a view dst and an array or array expression v (broadcast to dst's shape as
 * Numba's setitem does), without a temporary unless v reads dst's array elsewhere. */
void kir_ae_store(Typer *T, TVal dst, TVal v, Span span);
/* dst op= v of an array view dst: Numba's in-place ufunc (the result cast to dst's dtype). */
void kir_ae_inplace(Typer *T, TVal dst, KirBin op, TVal v, Span span);
/* Every element of an array or array expression v, in Numba's iteration order (np.nditer's:
 * memory order for an F-ordered argument, else C order): kir_each_prepare checks v's shape and
 * sets it->size (the element count, an int64 register) before any loop; kir_each_open then
 * opens the loops and returns the element's register (of v's dtype); kir_each_close ends them. */
typedef struct KirEach {
  TVal v;
  int size;
  bool fortran;
  int ones[KIR_MAX_INDEX];
  void *nest; /* kir_typer_ufunc.c's */
} KirEach;
void kir_each_prepare(Typer *T, TVal v, KirEach *it, Span span);
int kir_each_open(Typer *T, KirEach *it, Span span);
void kir_each_close(Typer *T, KirEach *it, Span span);
/* The element dtype of an array or array expression. */
DType kir_ae_dtype(const Typer *T, TVal v);

/* ---- structured arrays (kir_typer_record.c) ---- */
/* A record parameter: one engine array per field, from engine argument *e on (kir_lower_sig). */
TVal kir_record_param(Typer *T, KirTy t, int *e, const char *name);
/* Whether e is A[i]['x'] or A[i].x of a structured array A (a name): field x's array into
 * *field and A[i], the subscript whose index picks the record, into *at. */
bool kir_record_field(Typer *T, Expr *e, TVal *field, Expr **at);
/* The view whose shape is A's (its first scalar field's), for A.shape, A.size, A.ndim. */
TVal kir_record_shape_view(Typer *T, TVal rec, Span span);
/* A[i] of a structured array: a record (r = A[i]; r.x, r['x']) or, with axes left, records. */
TVal kir_record_index(Typer *T, TVal rec, Expr *e);
/* arr viewed through key (kir_typer_expr.c's indexing; *whole: no axis left). */
TVal kir_index_view(Typer *T, TVal arr, Expr *key, bool *whole);
int kir_to_reg(Typer *T, TVal v, Span span);            /* a scalar register or an error */
int kir_cast(Typer *T, int reg, DType dt, Span span);   /* reg itself when already dt */
int kir_const_int(Typer *T, int64_t v, DType dt, Span span);
int kir_truth(Typer *T, TVal v, Span span);             /* a bool register */
DType kir_arith_type(KirBin op, DType a, DType b);
int kir_binop(Typer *T, KirBin op, int a, int b, Span span);
/* kir_typer_warn.c: whether an operand is a Python literal (an int or a float, negated or not),
 * which NumPy's scalar math takes as an int64 or a float64 beside a NumPy scalar. */
typedef enum { KIR_LIT_NONE, KIR_LIT_INT, KIR_LIT_FLOAT } KirLiteral;
KirLiteral kir_literal_kind(const Expr *e);
/* A WARN of w where bool register cond holds. */
void kir_emit_warn(Typer *T, KirWarn w, int cond, Span span);
/* After d := a op b of a kernel's source (op / // or %): the WARNs of NumPy's RuntimeWarnings
 * for it (divide by zero, overflow, invalid value), as Numba's simulator's scalars give them. */
void kir_warn_division(Typer *T, KirBin op, int a, KirLiteral la, int b, KirLiteral lb, int d, Span span);
/* After d := np.<m>(x) in a kernel: the WARNs of NumPy's ufunc for it (np.sqrt of a negative
 * number: invalid value encountered in sqrt; np.log(0): divide by zero; np.exp's overflow). */
void kir_warn_numpy_math(Typer *T, KirMath m, int x, int d, Span span);
/* if cond: raise ValueError(msg), raised by native code too (RAISE's sub 1). */
void kir_raise_value_error_if(Typer *T, int cond, const char *msg, Span span);
/* One instruction op/sub of a and b (-1: none) into a new register of dt (kir_typer_alloc.c). */
int kir_emit_op(Typer *T, KirOp op, int sub, int a, int b, DType dt, Span span);
/* Inline a device function or @jit function (its dispatcher) at the call expression call with
 * its argument values (positionals, then keywords in the call's order), bound as Python binds
 * them (defaults fill the parameters not given; declared signatures convert them); its result. */
TVal kir_inline_call(Typer *T, Value dispatcher, const Expr *call, TVal *argv);
/* A host value (a module global, a default) as compiled code sees it: a constant. */
TVal kir_host_value(Typer *T, Value v, const char *name, Span span);
/* Assign to a local variable by name. */
void kir_assign_var(Typer *T, const char *name, TVal v, Span span);
TVar *kir_find_var(Typer *T, const char *name);
/* Is reg a temporary just written by the last instruction, held by no variable? */
bool kir_fresh_temp(Typer *T, int reg);
TVal kir_tval_reg(int reg);
/* The index registers of arr[key] into idx, after a view's fixed ones: all of the array's
 * dimensions (an error otherwise). */
int kir_index(Typer *T, TVal arr, Expr *key, int32_t *idx);
TVal kir_call_expr(Typer *T, Expr *e); /* kir_typer_call.c */
/* numba.cuda.libdevice's functions (kir_libdevice.c): their host objects' type, and a call of
 * one (fn) in compiled code. */
extern const ObjType kir_libdevice_type;
TVal kir_libdevice_call(Typer *T, Obj *fn, int argc, TVal *argv, Span span);
/* kir_libdevice_int.c: the value of libdevice function `name` (`base`: without fast_ and its
 * float32 suffix) at the converted arguments regs, by-pointer results into outs; -2: none but
 * those, -1: no lowering there either. */
int kir_libdevice_lower_more(Typer *T, const char *name, const char *base, const int *regs, DType ret, int *outs,
                             Span span);
/* np.empty/zeros/ones/full and their *_like forms called as f (kir_typer_alloc.c): false when f
 * is none of them, else the new array (a HEAP slot) in *out, or a type error. */
bool kir_alloc_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out);
/* np.array(LITERAL) called as f, LITERAL a list or tuple of numbers or of such lists of one
 * length (kir_typer_alloc.c): false when the call is not that (its arguments not evaluated),
 * else the new 1-D or 2-D array in *out. */
bool kir_array_literal_call(Typer *T, Value f, Expr *e, TVal *out);
/* Is code emitted now inside a loop? (kir_typer_alloc.c) */
bool kir_in_loop(const KirFunc *f);
/* A HEAP slot just made (its ALLOC not emitted yet): inside a loop it is an array made anew on
 * each pass (a type error inside a prange loop); kir_loop_slot_bind, at each assignment of an
 * array v (or a tuple holding one) to name, rejects binding such a slot to a second name. */
void kir_loop_slot_new(Typer *T, int slot, Span span);
void kir_loop_slot_bind(Typer *T, TVal v, const char *name, Span span);
/* a.sum(), a.min(), a.max(), a.mean() of a 1-D array variable a (kir_typer_reduce.c): false
 * when e is none of them, else the result in *out, or a type error. */
bool kir_reduce_call(Typer *T, Expr *e, TVal *out);
/* 0 + NumPy's pairwise sum of the n elements of the 1-D view a (array axis ax), each converted
 * to the float type dt: a kernel's a.sum() as the simulator's NumPy computes it
 * (kir_typer_pairwise.c). */
int kir_pairwise_sum(Typer *T, TVal a, int ax, int n, DType dt, Span span);
/* np.sum(a), np.mean(a), np.argmax(a), ... of an array or array expression called as f: false
 * when f is none of them (kir_typer_reduce.c). */
bool kir_reduce_func(Typer *T, Obj *f, int argc, TVal *argv, Span span, TVal *out);
/* Line n (1-based) of a source text, its newline included; false past the end (kir_numba.c). */
bool kir_source_line(const char *text, int n, const char **start, int *len);
/* Whether name is neither a variable nor a free variable nor a global (nor builtin) of the
 * function being typed: reading it is a NameError (kir_typer_expr.c). */
bool kir_name_unbound(Typer *T, const char *name);
/* A call of func, which @overload gave the typing function typer (kir_overload.c). */
TVal kir_overload_call(Typer *T, Value func, Value typer, const Expr *call, TVal *argv);
/* kir_const.c: the value of e when it is a compile-time integer constant (literals, globals and
 * closure variables holding ints, locals assigned one constant, and int arithmetic of those). */
bool kir_const_value(Typer *T, const Expr *e, int64_t *out);
/* A constant shape: an int or a tuple of them (written out, or a global/closure/local tuple);
 * its dimensions into dims (at most max), or -1 when it is not constant. */
int kir_const_shape(Typer *T, const Expr *e, int64_t *dims, int max);
/* print(...) in a kernel, f-strings, %-formatting, tuples, sep= and end= too (kir_typer_print.c). */
void kir_print_call(Typer *T, Expr *e);
/* A numba.cuda.random draw (KI_XORO_*) with its arguments (kir_typer_random.c). */
TVal kir_random_call(Typer *T, int intr, int argc, TVal *argv, Span span);
/* A local array (its slot) holding the items of tuple t, numbers of one type (else an error
 * saying `use` needs that): how a variable index and a loop read a tuple. */
int kir_tuple_slot(Typer *T, TVal t, const char *name, const char *use, Span span);
/* kir_typer_iter.c: enumerate(...) and zip(...) as loop iterables. A sequence, opened once
 * before its loop (kir_seq_open gives its item count), yields item i (kir_seq_item). */
typedef enum { KSEQ_ARRAY, KSEQ_TUPLE, KSEQ_RANGE, KSEQ_ENUM, KSEQ_ZIP } KirSeqKind;
typedef struct KirSeq {
  KirSeqKind kind;
  int start, step;          /* KSEQ_RANGE: its start and step; KSEQ_ENUM: the first count */
  int slot;                 /* KSEQ_TUPLE: a local array of its items */
  const char *idx_name;     /* KSEQ_ARRAY: the hidden index variable of sub, arr[index] */
  Expr *sub;
  struct KirSeq *subs;      /* KSEQ_ENUM: its iterable; KSEQ_ZIP: nsubs of them */
  int nsubs;
} KirSeq;
bool kir_seq_call(const Expr *it);
int kir_seq_open(Typer *T, Expr *it, KirSeq *s);
TVal kir_seq_item(Typer *T, const KirSeq *s, int i, Span span);
/* The array axis of a view's k-th own axis. */
int kir_view_axis(TVal arr, int k);
/* A view's extent along array axis ax (an int64 register). */
int kir_view_extent(Typer *T, TVal arr, int ax, Span span);
/* The array index for index register i along array axis ax of a view: checked against the
 * view's extent (CHECKIDX) and moved by its offset when it was sliced with bounds. */
int kir_view_index(Typer *T, TVal arr, int ax, int i, Span span);

/* ---- returned views (kir_typer_view.c) ---- */
/* Is v a whole array (no index, slice or transpose)? */
bool kir_view_is_whole(TVal v);
/* The type of view v of an array of type base, with Numba's layout. */
KirTy kir_view_type(const Typer *T, TVal v, KirTy base);
/* v's byte offset from its array's first element, then its shape and strides (one per own
 * axis) into regs (int64 registers; an index the program fixed is checked, as a load's). */
void kir_view_regs(Typer *T, TVal v, int *regs, Span span);
/* `return a.reshape(...)` (e) of a whole C array a: true, a in *base, the result's type in *ty
 * and its description (kir_view_regs's) in regs, Numba's ValueErrors raised by native code
 * (one negative extent inferred); false when e is not that. */
bool kir_return_reshape(Typer *T, Expr *e, TVal *base, KirTy *ty, int *regs);

/* ---- reshaped arrays (kir_typer_reshape.c) ---- */
/* x.reshape(...), x.ravel(), x.flatten() (call e) of an array variable x: false when e is none
 * of them, else the result (a view slot, or a copy's) in *out, or a type error. */
bool kir_reshape_call(Typer *T, Expr *e, TVal *out);
/* np.reshape(a, shape) called as f with argv: false when f is not np.reshape. */
bool kir_np_reshape_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out);
/* The slot a reshape view slot views (its ALLOC's sub KIR_ALLOC_VIEW), else -1. */
int kir_reshape_base(const KirFunc *f, int slot);
/* A returned reshape view v: the array owning its memory in *base_slot, the result's type and
 * its description (kir_view_regs's) in regs; false when v is not one. */
bool kir_reshape_return(Typer *T, TVal v, int *base_slot, KirTy *ty, int *regs, Span span);

/* ---- array variables bound to new arrays as the function runs (kir_typer_rebind.c; CPU code) ----
 * Before var (already found or made) is bound to the array value *v: true when the variable is a
 * rebound one and the binding was emitted (its value set); false when the caller binds it as
 * usual (*v may then view a slot holding its own reference). */
bool kir_rebind_var(Typer *T, TVar *var, TVal *v, Span span);
/* v (an item of a tuple being unpacked or kept) with each array of a rebinding slot moved to a
 * slot of its own first, so that `a, b = b, a` reads both before either changes. */
TVal kir_rebind_unalias(Typer *T, TVal v, Span span);
/* The slot a view or reshape of slot may keep: slot itself, or (a rebinding slot) a new slot
 * holding its array now. */
int kir_rebind_pin(Typer *T, int slot, Span span);
/* np.random.seed/random/rand/randn/standard_normal/normal/uniform(...) (kir_typer_nprandom.c):
 * false when f is none of them. */
bool kir_np_random_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out);
/* Boolean masks (kir_typer_mask.c, CPU code): whether the index *key of the array arr is a
 * boolean array (evaluated, into *mask: a 1-D mask of a 1-D arr, else a type error); when it was
 * evaluated and is not one, *key becomes a name holding its value. Then a[mask], a new array,
 * and a[mask] = v (a number, or a 1-D array's elements in turn). */
bool kir_mask_key(Typer *T, TVal arr, Expr **key, TVal *mask);
TVal kir_mask_read(Typer *T, TVal arr, TVal mask, Span span);
void kir_mask_write(Typer *T, TVal arr, TVal mask, TVal v, Span span);
/* np.concatenate/hstack/stack/vstack of a tuple of 1-D arrays (kir_typer_join.c): false when f is
 * none of them. */
bool kir_join_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out);
/* a.sort() of a whole C 1-D array, np.sort(a) of a 1-D one (kir_typer_sort.c): false when e (f)
 * is not that call. */
bool kir_sort_method(Typer *T, Expr *e, TVal *out);
bool kir_sort_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out);
/* np.median(a), np.percentile(a, q) of a 1-D array, q a number (kir_typer_sort.c). */
bool kir_stat_call(Typer *T, Value f, Expr *e, TVal *argv, TVal *out);
/* Is the typer's code now inside a prange loop (kir_typer_alloc.c)? */
bool kir_in_prange(const KirFunc *f);
/* Is slot allocated anew on each pass of a loop and owned by a variable other than name? */
bool kir_loop_slot_taken(const Typer *T, int slot, const char *name);
bool kir_whole_array(TVal v);

/* ---- array variables bound to several arrays (kir_typer_choice.c) ---- */
/* The hint of name in scope s, made if there is none. */
THint *kir_hint(TScope *s, const char *name);
/* Record that var is bound to array v (a variable of several arrays sets its selector); v as
 * the variable holds it (a view's registers copied into the variable's own). */
TVal kir_choice_bind(Typer *T, TVar *var, TVal v, Span span);
/* Type statement s (an expression, assignment, augmented assignment or return) once per array
 * of each such variable it reads, under guards; false when it reads none. */
bool kir_choice_stmt(Typer *T, Stmt *s, void (*type_stmt)(Typer *T, Stmt *s));
/* The truth of an if/while test (a bool register), guarded the same way where it needs it. */
int kir_choice_test(Typer *T, Expr *test);

/* ---- complex numbers (kir_typer_complex.c): each is two registers of its part type, and
 * complex arithmetic expands to real KIR with Numba's algorithms, so the engines see floats ---- */
TVal kir_cplx_val(int re, int im);
/* The complex dtype of a TV_CPLX. */
DType kir_cplx_dtype(Typer *T, TVal v);
/* v (a number or a complex) as a complex of dtype cdt. */
TVal kir_cplx_from(Typer *T, TVal v, DType cdt, Span span);
/* a op b where either is complex: + - * / == != (others: Numba's TypingError text). */
TVal kir_cplx_binop(Typer *T, KirBin op, TVal a, TVal b, Span span);
TVal kir_cplx_unary(Typer *T, UnOp op, TVal a, Span span);
int kir_cplx_truth(Typer *T, TVal v, Span span);
/* z.real, z.imag; x.real / x.imag of a real number too. */
TVal kir_cplx_attr(Typer *T, TVal base, const char *name, Span span);
/* The literal 2.5j. */
TVal kir_cplx_literal(Typer *T, double im, Span span);
/* complex(), abs(), cmath.*, np.complex64/128() and z.conjugate() (o NULL, name given):
 * *handled false when o is none of them. */
TVal kir_cplx_call(Typer *T, Obj *o, int argc, TVal *argv, Span span, bool *handled);
TVal kir_cplx_method(Typer *T, TVal self, const char *name, int argc, Span span);
/* A complex array parameter or constant (slot: the float view with the last axis of 2). */
TVal kir_cplx_array(Typer *T, int slot, Span span);

#endif
