# set() and frozenset() from any iterable; isinstance, len, sorted, min, max, sum
print(set('hello') == {'h', 'e', 'l', 'o'}, sorted(set('hello')))
print(set({'a': 1, 'b': 2}) == {'a', 'b'}, set(range(5)), frozenset((1, 1, 2)))
s = {10, 3, 7}
print(sorted(s), sorted(s, reverse=True), min(s), max(s), sum(s), len(s))
print(isinstance(s, set), isinstance(s, frozenset), isinstance(frozenset(), frozenset), type(s))
print(list({4, 2, 8}), tuple({1, 0}), [x for x in {3, 1}])
print(set.union({1}, {2}), set.__name__ if False else 'set')
# expect: True ['e', 'h', 'l', 'o']
# expect: True {0, 1, 2, 3, 4} frozenset({1, 2})
# expect: [3, 7, 10] [10, 7, 3] 3 10 20 3
# expect: True False True <class 'set'>
# expect: [8, 2, 4] (0, 1) [1, 3]
# expect: {1, 2} set
