/* opcodes.h — every host bytecode instruction, defined once: OP(name, format) with the
 * register-transfer meaning in the comment. The enum, the names and formats tables, the
 * disassembler and the dispatch table are all generated from this list.
 *
 * An instruction is 64 bits: op (8) | A (16) | B (16) | C (24).  Bx = B and C together (40
 * bits, unsigned); sBx and sC are signed (bias). Jumps are relative to the next instruction.
 * R[x]: register x of the current frame; K[x]: constant x; G[x]: module global slot x;
 * U[x]: closure cell x of the running function.
 *
 * Dying temporaries: in ADD SUB MUL TRUEDIV FLOORDIV MOD POW, C holds a register in its low 16
 * bits and two flags above it: VM_DYING_B / VM_DYING_C say R[B] / R[C] is a temporary that
 * nothing reads after this instruction. ADDK SUBK MULK MODK FLOORDIVK carry VM_DYING_KB for
 * R[B] in the top bit of C. The VM may then compute an array result in place in that operand
 * (NumPy's temporary elision) and releases the register.
 *
 * Fusion sites: in ADD SUB MUL TRUEDIV POW ADDK SUBK MULK NEG, VM_FUSE_SITE in C says the
 * instruction is the first operation of an elementwise chain over a function's locals
 * (compile_fuse.c); when an operand is an array, its slow path offers the chain to the array
 * runtime (Proto.fuse_sites says where the chain ends and what it computes). */
#ifndef WEFT_HOST_OPCODES_H
#define WEFT_HOST_OPCODES_H

#include <stdint.h>

/* FUSE's leaves: where the program constant (compile_fuse.c) says each leaf lives. */
#define VM_FUSE_LEAF_REG 0
#define VM_FUSE_LEAF_CONST 1
#define VM_FUSE_LEAF_GLOBAL 2


#define VM_OPCODES(OP)                                                                    \
  OP(MOVE, AB)          /* R[A] := R[B] */                                                \
  OP(LOADK, ABx)        /* R[A] := K[Bx] */                                               \
  OP(LOADI, AsBx)       /* R[A] := sBx (an int) */                                        \
  OP(LOADNONE, A)       /* R[A] := None */                                                \
  OP(LOADBOOL, AB)      /* R[A] := bool(B) */                                             \
  OP(LOADUNBOUND, A)    /* R[A] := <unbound> (del of a local) */                          \
  OP(CLEAR, AB)         /* R[A..A+B-1] := <unbound>: dead temporaries released at once */ \
  OP(CHECKBOUND, A)     /* if R[A] is unbound: UnboundLocalError */                       \
  OP(GETGLOBAL, ABx)    /* R[A] := G[Bx], else builtin, else NameError */                 \
  OP(SETGLOBAL, ABx)    /* G[Bx] := R[A] */                                               \
  OP(DELGLOBAL, ABx)    /* del G[Bx] (NameError if unset) */                              \
  OP(MAKECELL, A)       /* R[A] := cell(R[A]) */                                          \
  OP(GETCELL, AB)       /* R[A] := R[B].cell_contents (UnboundLocalError if empty) */     \
  OP(SETCELL, AB)       /* R[A].cell_contents := R[B] */                                  \
  OP(DELCELL, A)        /* R[A].cell_contents := <unbound> */                             \
  OP(GETFREE, AB)       /* R[A] := U[B].cell_contents (NameError if empty) */             \
  OP(GETATTR, ABC)      /* R[A] := getattr(R[B], K[C]) */                                 \
  OP(SETATTR, ABC)      /* setattr(R[A], K[C], R[B]) */                                   \
  OP(GETITEM, ABC)      /* R[A] := R[B][R[C]] */                                          \
  OP(SETITEM, ABC)      /* R[A][R[B]] := R[C] */                                          \
  OP(DELITEM, AB)       /* del R[A][R[B]] */                                              \
  OP(ADD, ABC)          /* R[A] := R[B] + R[C] */                                         \
  OP(SUB, ABC)          /* R[A] := R[B] - R[C] */                                         \
  OP(MUL, ABC)          /* R[A] := R[B] * R[C] */                                         \
  OP(TRUEDIV, ABC)      /* R[A] := R[B] / R[C] */                                         \
  OP(FLOORDIV, ABC)     /* R[A] := R[B] // R[C] */                                        \
  OP(MOD, ABC)          /* R[A] := R[B] % R[C] */                                         \
  OP(POW, ABC)          /* R[A] := R[B] ** R[C] */                                        \
  OP(BINOP, ABC)        /* R[A] := R[B] <C> R[B+1]: any other BinOp (@ << >> & | ^) */ \
  OP(INPLACE, ABC)      /* R[A] := R[A] <C>= R[B] (lists extend, arrays update in place) */ \
  OP(ADDK, ABC)         /* R[A] := R[B] + K[C] */                                         \
  OP(SUBK, ABC)         /* R[A] := R[B] - K[C] */                                         \
  OP(MULK, ABC)         /* R[A] := R[B] * K[C] */                                         \
  OP(MODK, ABC)         /* R[A] := R[B] % K[C] */                                         \
  OP(FLOORDIVK, ABC)    /* R[A] := R[B] // K[C] */                                        \
  OP(EQ, ABC)           /* R[A] := R[B] == R[C] */                                        \
  OP(NE, ABC)           /* R[A] := R[B] != R[C] */                                        \
  OP(LT, ABC)           /* R[A] := R[B] < R[C] */                                         \
  OP(LE, ABC)           /* R[A] := R[B] <= R[C] */                                        \
  OP(GT, ABC)           /* R[A] := R[B] > R[C] */                                         \
  OP(GE, ABC)           /* R[A] := R[B] >= R[C] */                                        \
  OP(FUSE, ABsC)        /* R[A] := K[B]'s chain fused, then pc += sC; else go on to its code */ \
  OP(IS, ABC)           /* R[A] := R[B] is R[C] */                                        \
  OP(ISNOT, ABC)        /* R[A] := R[B] is not R[C] */                                    \
  OP(IN, ABC)           /* R[A] := R[B] in R[C] */                                        \
  OP(NOTIN, ABC)        /* R[A] := R[B] not in R[C] */                                    \
  OP(NEG, AB)           /* R[A] := -R[B] */                                               \
  OP(POS, AB)           /* R[A] := +R[B] */                                               \
  OP(INVERT, AB)        /* R[A] := ~R[B] */                                               \
  OP(NOT, AB)           /* R[A] := not R[B] */                                            \
  OP(JMP, sBx)          /* pc += sBx */                                                   \
  OP(JMPIF, AsBx)       /* if R[A] is true: pc += sBx */                                  \
  OP(JMPIFNOT, AsBx)    /* if R[A] is false: pc += sBx */                                 \
  OP(JNLT, ABsC)        /* if not R[A] < R[B]: pc += sC */                                \
  OP(JNLE, ABsC)        /* if not R[A] <= R[B]: pc += sC */                               \
  OP(JNGT, ABsC)        /* if not R[A] > R[B]: pc += sC */                                \
  OP(JNGE, ABsC)        /* if not R[A] >= R[B]: pc += sC */                               \
  OP(JNEQ, ABsC)        /* if not R[A] == R[B]: pc += sC */                               \
  OP(JNNE, ABsC)        /* if not R[A] != R[B]: pc += sC */                               \
  OP(JNLTI, ABsC)       /* if not R[A] < B-32768: pc += sC (B: a small int) */           \
  OP(JNLEI, ABsC)       /* if not R[A] <= B-32768: pc += sC */                            \
  OP(JNGTI, ABsC)       /* if not R[A] > B-32768: pc += sC */                             \
  OP(JNGEI, ABsC)       /* if not R[A] >= B-32768: pc += sC */                            \
  OP(JNEQI, ABsC)       /* if not R[A] == B-32768: pc += sC */                            \
  OP(JNNEI, ABsC)       /* if not R[A] != B-32768: pc += sC */                            \
  OP(FORPREP, AsBx)     /* R[A..A+2] := loop state over R[A] (vm_for_prep); pc += sBx */    \
  OP(FORRANGE, ABsC)    /* R[A..A+2] := loop state of R[A](R[A+1..A+B]); pc += sC */      \
  OP(FORITER, ABsC)     /* if the loop at R[A] has an item: R[B] := item, pc += sC */     \
  OP(UNPACK, ABC)       /* R[A..A+C-1] := the C items of R[B] */                          \
  OP(CALL, ABC)         /* R[A] := R[A](R[A+1..A+B]); C>0: last args named by K[C-1] */  \
  OP(CALLG, ABC)        /* R[A] := G[C] (as GETGLOBAL); R[A] := R[A](R[A+1..A+B]) */     \
  OP(RETURN, A)         /* return R[A] */                                                 \
  OP(RETURNNONE, N)     /* return None */                                                 \
  OP(CLOSURE, ABC)      /* R[A] := function(K[B]) with defaults R[C..] */                 \
  OP(BUILDTUPLE, ABC)   /* R[A] := (R[B], ..., R[B+C-1]) */                               \
  OP(BUILDLIST, ABC)    /* R[A] := [R[B], ..., R[B+C-1]] */                               \
  OP(LISTAPPEND, AB)    /* R[A].append(R[B]) */                                           \
  OP(BUILDSLICE, ABC)   /* R[A] := slice(R[B], R[B+1], R[B+2]) */                         \
  OP(FORMAT, ABC)       /* R[A] := format(R[B], spec R[B+1] if C&4, conversion C&3) */    \
  OP(BUILDSTR, ABC)     /* R[A] := R[B] + ... + R[B+C-1] (strings) */                     \
  OP(IMPORT, ABx)       /* R[A] := import K[Bx] */                                        \
  OP(IMPORTFROM, ABC)   /* R[A] := R[B].K[C] (ImportError if absent) */                   \
  OP(ASSERTFAIL, AB)    /* raise AssertionError(str(R[B]) if A else "") */               \
  OP(ECHO, A)           /* REPL: print repr(R[A]) unless None */                          \
  /* calls with *args, star-unpacking, nonlocal, generators */                            \
  OP(CALLEX, ABC)       /* R[A] := R[A](*R[A+1], B keywords R[A+2..]: see VM_CALLEX_* */  \
  OP(KWMERGE, ABC)      /* R[A+2][K[C-1]] := R[B], or C=0: R[A+2] |= mapping R[B] (**x) */ \
  OP(LISTEXTEND, AB)    /* R[A].extend(R[B]) ([*xs], f(a, *xs)) */                        \
  OP(LISTTOTUPLE, AB)   /* R[A] := tuple(R[B]), R[B] a list */                            \
  OP(UNPACKEX, ABC)     /* R[A..]: items of R[B], C>>12 before a list of the rest, C&0xFFF after */ \
  OP(SETFREE, AB)       /* U[A].cell_contents := R[B] (nonlocal) */                      \
  OP(DELFREE, A)        /* U[A].cell_contents := <unbound> (NameError if unbound) */     \
  OP(GETITER, AB)       /* R[A] := iter(R[B]) */                                          \
  OP(GENSTART, N)       /* return a new generator that resumes after here with this frame */ \
  OP(YIELD, AB)         /* suspend the generator, producing R[A]; resumed: R[A] := None or \
                           the value sent; B=1: yield from's, delegating to R[A-3] */        \
  OP(GENRETURN, AB)     /* finish the generator with return value R[A] (None if B) */    \
  OP(GENRESULT, AB)     /* R[A] := return value of R[B] if an exhausted generator, else None */ \
  /* exceptions and with (try/except/else/finally, raise, with); handlers: Proto.handlers */ \
  OP(RAISE, ABC)        /* raise R[A] (C=1: from R[B]) */                                 \
  OP(RERAISE, AB)       /* raise R[A] again with its traceback (B=1: the one handled) */  \
  OP(PUSHEXC, AB)       /* R[A] := the exception being handled; it becomes R[B] */        \
  OP(POPEXC, A)         /* the exception being handled := R[A]; R[A] := <unbound> */      \
  OP(EXCMATCH, ABC)     /* R[A] := R[B] is caught by `except R[C]` */                     \
  OP(WITHENTER, AB)     /* R[A] := R[B].__exit__; R[A+1] := R[B].__enter__() */           \
  OP(WITHEXIT, A)       /* R[A](None, None, None) */                                      \
  OP(WITHEXCEPT, ABC)   /* R[A] := bool(R[B](type(R[C]), R[C], None)) */ \
  /* dicts and sets (displays, comprehensions, unpacking) */                            \
  OP(BUILDDICT, ABC)    /* R[A] := {R[B]: R[B+1], ...}: C key/value pairs */              \
  OP(BUILDSET, ABC)     /* R[A] := {R[B], ..., R[B+C-1]} */                               \
  OP(SETADD, AB)        /* R[A].add(R[B]) */                                              \
  OP(SETUPDATE, AB)     /* R[A] |= set(R[B]) (a *x item; a folded constant set) */        \
  OP(DICTUPDATE, AB)    /* R[A].update(R[B]), R[B] a mapping (a **x item) */             \
  /* classes: class bodies, attribute deletion, method calls without bound-method objects */ \
  OP(MAKECLASS, ABC)    /* R[A] := class named R[B], bases R[B+1..B+C] (body runs next) */ \
  OP(CLASSDONE, ABC)    /* class R[A]'s body has run; K[C]: its annotated names; B>0:  \
                           R[B-1] the class keywords for __init_subclass__ */             \
  OP(CLASSLOAD, ABC)    /* if class R[B]'s namespace has K[C]: R[A] := it; pc += 1 */    \
  OP(DELATTR, ABC)      /* del R[A].K[C] */                                               \
  OP(LOADMETHOD, ABC)   /* R[A], R[A+1] := R[B].K[C] as method, R[B] | <none>, value */  \
  OP(CALLMETHOD, ABC)   /* R[A] := call of LOADMETHOD's pair, args R[A+2..A+B+1]; C as CALL */ \
  OP(LOADSUPER, ABC)    /* R[A], R[A+1] := super(R[A+1], R[B]).K[C] as LOADMETHOD (R[A]: super) */ \
  OP(CCALL, ABsC)       /* R[A] := R[B] (or G[B]).m(args) for a C method (CCARGS: m, args), \
                           then pc += sC; else go on past CCARGS to the call's ordinary code */ \
  OP(CCARGS, N)         /* CCALL's operands (never run): see VM_CC_* */

typedef enum {
#define OP(name, fmt) OP_##name,
  VM_OPCODES(OP)
#undef OP
  OP_COUNT
} OpCode;

typedef enum { FMT_N, FMT_A, FMT_AB, FMT_ABC, FMT_ABx, FMT_AsBx, FMT_sBx, FMT_ABsC } OpFormat;

extern const char *const vm_op_names[OP_COUNT];
extern const OpFormat vm_op_formats[OP_COUNT];

typedef uint64_t Instr;

/* CALLEX's C: the keyword names' constant + 1 (0: none) in the low 20 bits, RAW when R[A+1]
 * is the iterable of a sole `*xs` rather than a list of the positional arguments, and KWDICT
 * when the keywords are a dict in R[A+2] (a call with `**` items; B is 0), made by KWMERGE:
 * the call's keywords in order, each given once (the callee R[A] names the error). */
#define VM_CALLEX_RAW (1 << 20)
#define VM_CALLEX_KWDICT (1 << 21)
#define VM_CALLEX_KMASK (VM_CALLEX_RAW - 1)

/* CCARGS's 56 bits above the op: the method name's constant (16 bits), the argument count
 * (2), whether B is the receiver's global slot rather than its register (1), each argument's
 * kind (2 bits each: VM_CC_REG, VM_CC_CONST, VM_CC_GLOBAL) and index (16 bits each). */
#define VM_CC_REG 0
#define VM_CC_CONST 1
#define VM_CC_GLOBAL 2
#define VM_CC_NAME(x) ((int)(((x) >> 8) & 0xFFFF))
#define VM_CC_NARGS(x) ((int)(((x) >> 24) & 3))
#define VM_CC_RECV_GLOBAL(x) ((int)(((x) >> 26) & 1))
#define VM_CC_KIND(x, k) ((int)(((x) >> (27 + 2 * (k))) & 3))
#define VM_CC_ARG(x, k) ((int)(((x) >> (32 + 16 * (k))) & 0xFFFF))
#define VM_CC_MAX_INDEX 0xFFFF
#define VM_CC_GLOBALS(x) ((x) & ((Instr)0x15 << 26)) /* a global operand: the receiver's bit and \
                                                        each argument kind's VM_CC_GLOBAL bit */

#define VM_SC_BIAS 0x7FFFFF
#define VM_IMM_BIAS 0x8000 /* small int immediates in B */
#define VM_SBX_BIAS 0x7FFFFFFFFFLL
#define VM_MAX_A 0xFFFF
#define VM_MAX_C 0xFFFFFF

#define I_OP(i) ((OpCode)((i) & 0xFF))
#define I_A(i) ((int)(((i) >> 8) & 0xFFFF))
#define I_B(i) ((int)(((i) >> 24) & 0xFFFF))
#define I_C(i) ((int)(((i) >> 40) & 0xFFFFFF))
#define VM_DYING_B (1 << 16)
#define VM_DYING_C (1 << 17)
#define VM_DYING_KB (1 << 23)
#define VM_FUSE_SITE (1 << 22)
#define I_CREG(i) (I_C(i) & 0xFFFF)   /* C as a register (flags masked off) */
#define I_CK(i) (I_C(i) & 0x3FFFFF)   /* C as a constant of a K arithmetic op (below 2^22) */
#define I_SC(i) (I_C(i) - VM_SC_BIAS)
#define I_BX(i) ((int64_t)((i) >> 24))
#define I_SBX(i) (I_BX(i) - VM_SBX_BIAS)

static inline Instr vm_mk_abc(OpCode op, int a, int b, int c) {
  return (Instr)op | ((Instr)(uint16_t)a << 8) | ((Instr)(uint16_t)b << 24) |
         ((Instr)((uint32_t)c & 0xFFFFFF) << 40);
}
static inline Instr vm_mk_abx(OpCode op, int a, int64_t bx) {
  return (Instr)op | ((Instr)(uint16_t)a << 8) | ((Instr)bx << 24);
}

#endif
