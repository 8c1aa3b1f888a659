# In @jit code Numba 0.56 returns an int (0/1) from str.isdigit, isdecimal, isalpha, isalnum,
# isupper and isascii, a bool from the other predicates; plain Python keeps bools.
from numba import njit
@njit
def preds(s):
    return (s.isdigit(), s.isalpha(), s.isspace(), s.isupper(), s.islower(), s.isdecimal(), s.isnumeric(),
            s.isalnum(), s.istitle(), s.isidentifier(), s.isascii(), s.isprintable())
print(preds("123"))
print(preds("Ab"))
print(preds(""))
print(preds("12a"))
print("123".isdigit(), "Ab".isascii())

# expect: (1, 0, False, 0, False, 1, True, 1, False, False, 1, True)
# expect: (0, 1, False, 0, False, 0, False, 1, True, True, 1, True)
# expect: (0, 0, False, 0, False, 0, False, 0, False, False, 1, True)
# expect: (0, 0, False, 0, True, 0, False, 1, False, False, 1, True)
# expect: True True
