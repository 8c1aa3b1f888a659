# Ufuncs called with text: Python str scalars and lists holding str are converted as NumPy
# converts them ('<U' arrays), then NumPy 1.24's errors or string comparisons follow.
import numpy as np

def show(f):
    try:
        r = f()
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)

s = np.array(['a', 'b'])
show(lambda: np.equal("a", "a"))
show(lambda: np.greater("b", "a"))
show(lambda: np.equal(["a", "b"], "a"))
show(lambda: np.less(["a", "b"], ("b", "a")))
show(lambda: np.add(["a"], 1))
show(lambda: np.maximum("a", "b"))
show(lambda: np.subtract([1, "x"], 1))
show(lambda: np.not_equal("a", 3))
show(lambda: np.equal(1, "a"))
show(lambda: np.logical_and(["a"], [1]))
show(lambda: np.equal(s, 1))
show(lambda: np.equal(s, np.array([1])))
show(lambda: np.equal(np.array('a'), 1))
show(lambda: np.equal(s, np.float32(2)))
show(lambda: np.logical_and(np.array([1.0]), "a"))
show(lambda: np.sqrt(["a", "b"]))
show(lambda: np.exp([1, "x"]))
show(lambda: np.negative(s))
show(lambda: np.abs(["x"]))
show(lambda: np.sign(b"x"))
show(lambda: np.positive("a"))
show(lambda: np.isnan("a"))
# expect: True bool_
# expect: True bool_
# expect: array([ True, False]) ndarray
# expect: array([ True, False]) ndarray
# expect: UFuncTypeError ufunc 'add' did not contain a loop with signature matching types (dtype('<U1'), dtype('int64')) -> None
# expect: UFuncTypeError ufunc 'maximum' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: UFuncTypeError ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U21'), dtype('int64')) -> None
# expect: UFuncTypeError ufunc 'not_equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> None
# expect: UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[int64]'>, <class 'numpy.dtype[str_]'>) -> None
# expect: UFuncTypeError ufunc 'logical_and' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> None
# expect: UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> <class 'numpy.dtype[bool_]'>
# expect: UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> None
# expect: UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[int64]'>) -> None
# expect: UFuncTypeError ufunc 'equal' did not contain a loop with signature matching types (<class 'numpy.dtype[str_]'>, <class 'numpy.dtype[float32]'>) -> <class 'numpy.dtype[bool_]'>
# expect: UFuncTypeError ufunc 'logical_and' did not contain a loop with signature matching types (<class 'numpy.dtype[float64]'>, <class 'numpy.dtype[str_]'>) -> None
# expect: TypeError ufunc 'sqrt' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: TypeError ufunc 'exp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: UFuncTypeError ufunc 'negative' did not contain a loop with signature matching types <class 'numpy.dtype[str_]'> -> None
# expect: UFuncTypeError ufunc 'absolute' did not contain a loop with signature matching types <class 'numpy.dtype[str_]'> -> None
# expect: UFuncTypeError ufunc 'sign' did not contain a loop with signature matching types <class 'numpy.dtype[bytes_]'> -> None
# expect: UFuncTypeError ufunc 'positive' did not contain a loop with signature matching types <class 'numpy.dtype[str_]'> -> None
# expect: TypeError ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
