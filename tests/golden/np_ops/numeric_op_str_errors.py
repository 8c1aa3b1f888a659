# A numeric array or NumPy scalar with a Python str: NumPy's ufunc errors (no loop for add,
# subtract, multiply; "not supported" for the others); a scalar leaves str + x and repetition
# to Python.
import numpy as np
import operator as o
for op in [o.add, o.sub, o.mul, o.truediv, o.floordiv, o.mod, o.pow, o.lshift, o.and_]:
    for a, b in [(np.array([1, 2]), 'a'), (np.float64(1.5), 'ab'), ('a', np.int8(1)), ('x', np.array([1.0]))]:
        try:
            print(op.__name__, 'ok', op(a, b))
        except Exception as e:
            print(op.__name__, type(e).__name__, e)

# expect: add UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('int64'), dtype('<U1')) -> None
# expect: add UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('float64'), dtype('<U2')) -> None
# expect: add TypeError can only concatenate str (not "numpy.int8") to str
# expect: add UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('float64')) -> None
# expect: sub UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('int64'), dtype('<U1')) -> None
# expect: sub UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('float64'), dtype('<U2')) -> None
# expect: sub UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('int8')) -> None
# expect: sub UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('float64')) -> None
# expect: mul UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('int64'), dtype('<U1')) -> None
# expect: mul TypeError can't multiply sequence by non-int of type 'numpy.float64'
# expect: mul ok a
# expect: mul UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U1'), dtype('float64')) -> None
# expect: truediv TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: truediv TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: truediv TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: truediv TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floordiv TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floordiv TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floordiv TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floordiv TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: mod TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: mod TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: mod ok a
# expect: mod ok x
# expect: pow TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: pow TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: pow TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: pow TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: lshift TypeError ufunc 'left_shift' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: lshift TypeError ufunc 'left_shift' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: lshift TypeError ufunc 'left_shift' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: lshift TypeError ufunc 'left_shift' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: and_ TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: and_ TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: and_ TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: and_ TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
