# == treats missing keys as 0; <= is inclusion of multisets
from collections import Counter
print(Counter(a=1, b=0) == Counter(a=1))
print(Counter(a=1) == {"a": 1}, Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=2, b=1), Counter(a=2) < Counter(a=2))
# expect: True
# expect: True True
# expect: True False
