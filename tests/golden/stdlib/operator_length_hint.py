# operator.length_hint: len() when there is one, else __length_hint__, else the default.
import operator
class Hint:
    def __length_hint__(self): return 7
class NoHint:
    def __length_hint__(self): return NotImplemented
class Sized:
    def __len__(self): return 3
print(operator.length_hint([1, 2, 3]), operator.length_hint({"a": 1}), operator.length_hint("abcd"))
print(operator.length_hint(iter(range(5))), operator.length_hint(Hint()), operator.length_hint(NoHint(), 9))
print(operator.length_hint(Sized()), operator.length_hint(5, 2), operator.length_hint(x for x in "ab"))

# expect: 3 1 4
# expect: 5 7 9
# expect: 3 2 0
