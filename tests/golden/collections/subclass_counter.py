# A user class derived from Counter: its methods, missing keys, arithmetic, repr
from collections import Counter, defaultdict, OrderedDict, deque

class WordCounter(Counter):
    def top(self, n=2):
        return [w for w, _ in self.most_common(n)]

wc = WordCounter("a b a c b a".split())
print(wc, wc.top(), wc["a"], wc["zzz"], len(wc))
print(isinstance(wc, Counter), isinstance(wc, dict), type(wc).__name__)
wc.update("d d d d".split())
print(wc.most_common(1), sorted(wc.elements())[:3], wc.total())
print(wc + Counter("a"), repr(WordCounter()))
wc["a"] += 10
print(wc["a"], "a" in wc, list(wc)[:2])
del wc["b"]
print(wc)

class M(Counter):
    def __missing__(self, k):
        return -1

print(M()['x'], M('ab')['a'])
# expect: WordCounter({'a': 3, 'b': 2, 'c': 1}) ['a', 'b'] 3 0 3
# expect: True True WordCounter
# expect: [('d', 4)] ['a', 'a', 'a'] 10
# expect: Counter({'a': 4, 'd': 4, 'b': 2, 'c': 1}) WordCounter()
# expect: 13 True ['a', 'b']
# expect: WordCounter({'a': 13, 'd': 4, 'c': 1})
# expect: -1 1
