# Numba 0.56 matches exceptions against Exception only: `except ValueError:` and a tuple of
# classes are TypingErrors of its exception_match intrinsic, `except ... as e` an UnsupportedError
# of its bytecode analysis; a bare `except:` and `except Exception:` compile.
from numba import njit

@njit
def one(x):
    try:
        if x > 1:
            raise ValueError("big")
    except ValueError:
        return -1
    return x

@njit
def pair(x):
    try:
        x = x + 1
    except (KeyError, IndexError):
        return 2
    return x

@njit
def bound(x):
    try:
        x = x + 1
    except Exception as e:
        return 2
    return x

@njit
def plain(x):
    try:
        if x > 1:
            raise ValueError("big")
    except Exception:
        return -1
    try:
        x = x // 0
    except:
        return -2
    return x

def show(f):
    try:
        print(f(3))
    except Exception as e:
        print(type(e).__name__)
        for line in str(e).splitlines()[:9]:
            print(line)

show(one)
show(pair)
show(bound)
show(plain)
print(plain(1))
# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<intrinsic exception_match>) found for signature:
# expect:  
# expect:  >>> exception_match(none, ValueError)
# expect:  
# expect: There are 2 candidate implementations:
# expect:   - Of which 2 did not match due to:
# expect:   Intrinsic in function 'exception_match': File: numba/core/unsafe/eh.py: Line 47.
# expect:     With argument(s): '(none, ValueError)':
# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<intrinsic exception_match>) found for signature:
# expect:  
# expect:  >>> exception_match(none, Tuple(KeyError, IndexError))
# expect:  
# expect: There are 2 candidate implementations:
# expect:     - Of which 2 did not match due to:
# expect:     Intrinsic in function 'exception_match': File: numba/core/unsafe/eh.py: Line 47.
# expect:       With argument(s): '(none, Tuple(KeyError, IndexError))':
# expect: UnsupportedError
# expect: Failed in nopython mode pipeline (step: analyzing bytecode)
# expect: Exception object cannot be stored into variable (e).
# expect: 
# expect: File "njit_except_class_error.py", line 27:
# expect: def bound(x):
# expect:     <source elided>
# expect:         x = x + 1
# expect:     except Exception as e:
# expect:     ^
# expect: -1
# expect: -2
