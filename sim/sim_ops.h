/* sim_ops.h — the SIMT bytecode's instruction set, defined once. Every instruction runs over the
 * 32 lanes of a warp under its active mask. X(NAME, "register transfer").
 *
 * Typed arithmetic comes in families, one per element type (SIM_NUM_TYPES), laid out in
 * KIR's operator order so the compiler finds an opcode by arithmetic:
 *     SIM_ADD_I32 + type_index * SIM_FAMILY_SIZE + KirBin (or KB_COUNT + KirUn for NEG/ABS/INVERT).
 * Moves, constants, loads and stores come by element size (1, 2, 4, 8 bytes), as registers
 * hold each lane's value in the register's own C type.
 */
#ifndef WEFT_SIM_OPS_H
#define WEFT_SIM_OPS_H

/* X(SUFFIX, ctype, unsigned ctype of the same width, kind) */
#define SIM_NUM_TYPES(X)                                                                \
  X(I32, int32_t, uint32_t, 'i') X(I64, int64_t, uint64_t, 'i')                         \
  X(U32, uint32_t, uint32_t, 'u') X(U64, uint64_t, uint64_t, 'u')                       \
  X(F32, float, uint32_t, 'f') X(F64, double, uint64_t, 'f')

#define SIM_FAMILY(X, T)                                                                \
  X(ADD_##T, "R[d] := R[a] + R[b]") X(SUB_##T, "R[d] := R[a] - R[b]")                   \
  X(MUL_##T, "R[d] := R[a] * R[b]") X(DIV_##T, "R[d] := R[a] / R[b] (floats)")          \
  X(FLOORDIV_##T, "R[d] := R[a] // R[b] (Python)") X(MOD_##T, "R[d] := R[a] % R[b] (Python)") \
  X(POW_##T, "R[d] := R[a] ** R[b]") X(AND_##T, "R[d] := R[a] & R[b]")                  \
  X(OR_##T, "R[d] := R[a] | R[b]") X(XOR_##T, "R[d] := R[a] ^ R[b]")                    \
  X(SHL_##T, "R[d] := R[a] << R[b]") X(SHR_##T, "R[d] := R[a] >> R[b]")                 \
  X(MIN_##T, "R[d] := min(R[a], R[b])") X(MAX_##T, "R[d] := max(R[a], R[b])")           \
  X(LT_##T, "R[d]:bool := R[a] < R[b]") X(LE_##T, "R[d]:bool := R[a] <= R[b]")          \
  X(GT_##T, "R[d]:bool := R[a] > R[b]") X(GE_##T, "R[d]:bool := R[a] >= R[b]")          \
  X(EQ_##T, "R[d]:bool := R[a] == R[b]") X(NE_##T, "R[d]:bool := R[a] != R[b]")         \
  X(NEG_##T, "R[d] := -R[a]") X(ABS_##T, "R[d] := abs(R[a])") X(INVERT_##T, "R[d] := ~R[a]")

#define SIM_SIZED(X, OP, doc) X(OP##_1, doc) X(OP##_2, doc) X(OP##_4, doc) X(OP##_8, doc)

#define SIM_OPS(X)                                                                      \
  SIM_SIZED(X, CONST, "R[d] := imm")                                                    \
  SIM_SIZED(X, MOV, "R[d] := R[a]")                                                     \
  SIM_SIZED(X, SELECT, "R[d] := R[a] ? R[b] : R[c]")                                    \
  SIM_SIZED(X, LOAD, "R[d] := arr[idx...] (bounds-checked)")                            \
  SIM_SIZED(X, STORE, "arr[idx...] := R[a] (bounds-checked)")                           \
  X(CAST, "R[d] := (dtype sub2) R[a] of dtype sub")                                     \
  X(NOT_B, "R[d] := !R[a]") X(AND_B, "R[d] := R[a] && R[b]")                            \
  X(OR_B, "R[d] := R[a] || R[b]") X(XOR_B, "R[d] := R[a] != R[b]")                      \
  X(MATH_F32, "R[d] := mathfn sub (R[a], R[b], R[c]) in float32")                       \
  X(MATH_F64, "R[d] := mathfn sub (R[a], R[b], R[c]) in float64")                       \
  X(TID, "R[d]:int32 := threadIdx along axis sub")                                      \
  X(SREG, "R[d]:int32 := uniform special register sub")                                 \
  X(LANEID, "R[d]:int32 := lane")                                                       \
  X(SHAPE, "R[d]:int64 := arr.shape[imm] (sub 1: arr.strides[imm], bytes)")                                              \
  X(ATOMIC, "R[d] := old arr[idx]; arr[idx] := sub(old, R[a], R[b]), lane by lane")     \
  X(RANDOM, "R[d]:float64 := random.random()")                                          \
  X(BARRIER, "wait for the block (sub: 0 plain, 1 count, 2 and, 3 or of R[a])")         \
  X(PRINT, "append the lanes' print lines to the launch's output")                      \
  X(WARN, "note warning sub (KirWarn) of the lanes where bool R[a] holds, or NumPy's division warnings of R[a], R[b] (KIR_WARN)")          \
  X(CHECKIDX, "R[d]:int64 := R[a], out of bounds unless 0 <= R[a] < R[b] (view axis sub)") \
  X(SHFL_4, "R[d] := R[b] of the lane sub (0 idx, 1 up, 2 down, 3 xor) with R[c]")      \
  X(SHFL_8, "R[d] := R[b] of the lane sub (0 idx, 1 up, 2 down, 3 xor) with R[c]")      \
  X(VOTE, "R[d] := vote sub (KirWarp) of R[b] over the lanes in mask R[a]")             \
  X(BITS_4, "R[d] := popc/brev/clz/ffs (sub) of R[a], 32 bits")                         \
  X(BITS_8, "R[d] := popc/brev/clz/ffs (sub) of R[a], 64 bits")                         \
  X(SYNCWARP, "warp barrier over the lanes in mask R[a] (checked; orders their accesses)") \
  X(FENCE, "memory fence sub (KirFence): memory is coherent here, so it only keeps its place") \
  X(RAISE, "the first active lane faults with exception imm.i, message: print arg c (-1: none)") \
  X(DBGTRAP, "the debugger's trap: call it, then run the instruction at pc of SimCode.code") \
  X(IF, "push; active &= R[a]; none left: jump")                                        \
  X(ELSE, "active := pushed & ~cond; none left: jump")                                  \
  X(ENDIF, "active := pushed & ~exited; pop")                                           \
  X(LOOP, "push loop")                                                                  \
  X(LOOPCOND, "active &= R[a]; none left: leave the loop (jump)")                       \
  X(LATCH, "continued lanes rejoin")                                                    \
  X(ENDLOOP, "jump to the loop's condition")                                            \
  X(BREAK, "active lanes leave the innermost loop")                                     \
  X(CONTINUE, "active lanes wait at the innermost loop's latch")                        \
  X(RETURN, "active lanes leave the function")                                          \
  X(CALLBEGIN, "push an inlined function")                                              \
  X(CALLEND, "pop it")                                                                  \
  X(EXIT, "the warp is done")                                                           \
  SIM_FAMILY(X, I32) SIM_FAMILY(X, I64) SIM_FAMILY(X, U32) SIM_FAMILY(X, U64)           \
  SIM_FAMILY(X, F32) SIM_FAMILY(X, F64)

typedef enum {
#define X(name, doc) SIM_##name,
  SIM_OPS(X)
#undef X
  SIM_OP_COUNT
} SimOp;

#define SIM_FAMILY_SIZE (SIM_ADD_I64 - SIM_ADD_I32)

extern const char *const sim_op_names[SIM_OP_COUNT];

#endif
