# np.percentile/quantile of text subtract the two sorted items around the index (each typed
# by its own length); a list of qs subtracts whole arrays.
import numpy as np
for x, q in [(['a','bb','c'], 50), (['ccc','a','bb','dddd'], 50), (['ccc','a','bb','dddd'], 0), (['ccc','a','bb','dddd'], 100), (['ccc','a','bb','dddd'], [10, 90]), ([['ab','c'],['d','eee']], 50)]:
    try: np.percentile(x, q)
    except Exception as e: print(e)
    try: np.quantile(x, q/100 if not isinstance(q, list) else [0.1,0.9])
    except Exception as e: print(e)
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U2')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U2')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U3'), dtype('<U2')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U1')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U2'), dtype('<U1')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U4'), dtype('<U4')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U4'), dtype('<U4')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U4'), dtype('<U4')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U4'), dtype('<U4')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
# expect: ufunc 'subtract' did not contain a loop with signature matching types (dtype('<U1'), dtype('<U1')) -> None
