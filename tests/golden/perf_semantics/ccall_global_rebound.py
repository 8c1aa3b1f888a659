# A C method call on globals at module level (d.get(k, 0)) holds its receiver and arguments
# for the call: the key's __hash__ may rebind both names, dropping their last references.
class Key:
    def __hash__(self):
        global d, k
        d = None
        k = None
        return 1

    def __eq__(self, other):
        return False


d = {1: 'one', 'x': 2}
k = Key()
print(d.get(k, 'missing'), d, k)
words = "b a b c b".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts, counts.get('z'), words.index('c'))
# expect: missing None None
# expect: {'b': 3, 'a': 1, 'c': 1} None 3
