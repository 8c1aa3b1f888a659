import numpy as np
# binary ufuncs called on string arrays: comparisons between strings work; the others raise
# NumPy 1.24's errors (no-loop with dtype('<U1'), the new-style DType one, or 'not supported')
s = np.array(['a', 'b'])
for name in ['add', 'subtract', 'multiply', 'divide', 'floor_divide', 'remainder', 'power', 'maximum', 'minimum', 'equal', 'less', 'logical_and', 'bitwise_and', 'arctan2', 'fmax', 'hypot']:
    try:
        print(name, getattr(np, name)(s, 1))
    except Exception as e:
        print(name, type(e).__name__, e)
    try:
        print(name, getattr(np, name)(s, s))
    except Exception as e:
        print(name, type(e).__name__, e)
# expect: add UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: add UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: subtract UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: subtract UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: multiply UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: multiply UFuncTypeError ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: divide TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: divide TypeError ufunc 'divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floor_divide TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: floor_divide TypeError ufunc 'floor_divide' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: remainder TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: remainder TypeError ufunc 'remainder' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: power TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: power TypeError ufunc 'power' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: maximum UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: maximum UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: minimum UFuncTypeError ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: minimum UFuncTypeError ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: equal UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> <class 'numpy.dtype[bool_]'>
# expect: equal [ True  True]
# expect: less UFuncTypeError ufunc 'less' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> <class 'numpy.dtype[bool_]'>
# expect: less [False False]
# expect: logical_and UFuncTypeError ufunc 'logical_and' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> <class 'numpy.dtype[bool_]'>
# expect: logical_and UFuncTypeError ufunc 'logical_and' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[str_]'>) -> None
# expect: bitwise_and TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: bitwise_and TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: arctan2 TypeError ufunc 'arctan2' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: arctan2 TypeError ufunc 'arctan2' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: fmax UFuncTypeError ufunc 'fmax' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: fmax UFuncTypeError ufunc 'fmax' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: hypot TypeError ufunc 'hypot' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: hypot TypeError ufunc 'hypot' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
