# with no factory a missing key raises KeyError
from collections import defaultdict
d = defaultdict(None, {"a": 1})
print(d["a"])
print(d["b"])
# expect: 1
# expect runtime error: KeyError: 'b'
