# NumPy's numeric functions given text (a string array, or a list of str) fail in the ufunc each
# reaches first, with NumPy's message.
import numpy as np

L = ['a', 'bb', 'c']
S = np.array(L)
calls = [
    ('median', lambda x: np.median(x)), ('percentile', lambda x: np.percentile(x, 50)),
    ('quantile', lambda x: np.quantile(x, 0.5)), ('diff', lambda x: np.diff(x)),
    ('histogram', lambda x: np.histogram(x)), ('clip', lambda x: np.clip(x, 0, 1.5)),
    ('round', lambda x: np.round(x)), ('around', lambda x: np.around(x, 2)),
    ('average', lambda x: np.average(x)), ('gradient', lambda x: np.gradient(x)),
    ('trapz', lambda x: np.trapz(x)), ('cov', lambda x: np.cov(x)),
    ('nanmedian', lambda x: np.nanmedian(x)), ('nansum', lambda x: np.nansum(x)),
    ('fix', lambda x: np.fix(x)), ('cross', lambda x: np.cross(x, x)),
    ('outer', lambda x: np.outer(x, x)), ('dot', lambda x: np.dot(x, x)),
    ('convolve', lambda x: np.convolve(x, x)), ('polyfit', lambda x: np.polyfit(x, x, 1)),
    ('ediff1d', lambda x: np.ediff1d(x)), ('isclose', lambda x: np.isclose(x, x)),
    ('array_equal', lambda x: np.array_equal(x, x, equal_nan=True)),
    ('array_equal shapes', lambda x: np.array_equal(x, ['a'], equal_nan=True)),
    ('nan_to_num', lambda x: np.nan_to_num(x)),
]
for name, f in calls:
    for x in (L, S):
        try:
            print(name, repr(f(x)))
        except Exception as e:
            print(name, type(e).__name__ + ":", e)
print(np.median(np.array([b'x'])) if False else np.array_equal(L, S))
# expect: median UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: median UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: percentile UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: percentile UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: quantile UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: quantile UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: diff UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: diff UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: histogram UFuncTypeError: ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: histogram UFuncTypeError: ufunc 'minimum' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: clip UFuncTypeError: ufunc 'clip' did not contain a loop with signature matching types (dtype('<U2'), dtype('int64'), dtype('float64')) -> None
# expect: clip UFuncTypeError: ufunc 'clip' did not contain a loop with signature matching types (dtype('<U2'), dtype('int64'), dtype('float64')) -> None
# expect: round TypeError: ufunc 'rint' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: round TypeError: ufunc 'rint' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: around UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('float64')) -> None
# expect: around UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('float64')) -> None
# expect: average UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: average UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: gradient UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: gradient UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: trapz UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: trapz UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cov UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U32'), dtype('<U32')) -> None
# expect: cov UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U32'), dtype('<U32')) -> None
# expect: nanmedian TypeError: ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: nanmedian TypeError: ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: nansum UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: nansum UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: fix TypeError: ufunc 'ceil' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: fix TypeError: ufunc 'ceil' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: cross UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: cross UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: outer UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: outer UFuncTypeError: ufunc 'multiply' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: dot ValueError: data type must provide an itemsize
# expect: dot ValueError: data type must provide an itemsize
# expect: convolve ValueError: data type must provide an itemsize
# expect: convolve ValueError: data type must provide an itemsize
# expect: polyfit UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('float64')) -> None
# expect: polyfit UFuncTypeError: ufunc 'add' did not contain a loop with signature matching types (dtype('<U2'), dtype('float64')) -> None
# expect: ediff1d UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: ediff1d UFuncTypeError: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U2')) -> None
# expect: isclose TypeError: The DType <class 'numpy._FloatAbstractDType'> could not be promoted by <class 'numpy.dtype[str_]'>. This means that no common DType exists for the given inputs. For example they cannot be stored in a single array unless the dtype is `object`. The full list of DTypes is: (<class 'numpy.dtype[str_]'>, <class 'numpy._FloatAbstractDType'>)
# expect: isclose TypeError: The DType <class 'numpy._FloatAbstractDType'> could not be promoted by <class 'numpy.dtype[str_]'>. This means that no common DType exists for the given inputs. For example they cannot be stored in a single array unless the dtype is `object`. The full list of DTypes is: (<class 'numpy.dtype[str_]'>, <class 'numpy._FloatAbstractDType'>)
# expect: array_equal TypeError: ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: array_equal TypeError: ufunc 'isnan' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: array_equal shapes False
# expect: array_equal shapes False
# expect: nan_to_num array(['a', 'bb', 'c'], dtype='<U2')
# expect: nan_to_num array(['a', 'bb', 'c'], dtype='<U2')
# expect: True
