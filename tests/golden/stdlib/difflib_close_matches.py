# difflib.get_close_matches: best matches first, n and cutoff honoured.
import difflib
import keyword
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "wheat", "whale", "who", "wheels"], n=2, cutoff=0.5))
print(difflib.get_close_matches("wheel", keyword.kwlist), difflib.get_close_matches("pineapple", keyword.kwlist))
print(difflib.get_close_matches("accept", keyword.kwlist), difflib.get_close_matches("prnt", ["print", "input", "int"], cutoff=0.0))
for f in [lambda: difflib.get_close_matches("a", ["b"], n=0), lambda: difflib.get_close_matches("a", ["b"], cutoff=2)]:
    try:
        f()
    except ValueError as e:
        print(e)
list(difflib.unified_diff([1], [2]))
# expect: ['apple', 'ape']
# expect: ['wheels', 'while']
# expect: ['while'] []
# expect: ['except'] ['print', 'int', 'input']
# expect: n must be > 0: 0
# expect: cutoff must be in [0.0, 1.0]: 2
# expect runtime error: TypeError: lines to compare must be str, not int (1)
