# counting words: get with a default, sorting by count, max with key=d.get
text = """the quick brown fox jumps over the lazy dog the fox
and the dog sleep while the quick fox runs"""
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print(max(counts, key=counts.get), min(counts.values()), sum(counts.values()))
print(sorted(counts), list(counts)[:3], len(counts))
inverse = {}
for w, n in counts.items():
    inverse.setdefault(n, []).append(w)
print(inverse)
# expect: {'the': 5, 'quick': 2, 'brown': 1, 'fox': 3, 'jumps': 1, 'over': 1, 'lazy': 1, 'dog': 2, 'and': 1, 'sleep': 1, 'while': 1, 'runs': 1}
# expect: [('the', 5), ('fox', 3), ('dog', 2)]
# expect: the 1 20
# expect: ['and', 'brown', 'dog', 'fox', 'jumps', 'lazy', 'over', 'quick', 'runs', 'sleep', 'the', 'while'] ['the', 'quick', 'brown'] 12
# expect: {5: ['the'], 2: ['quick', 'dog'], 1: ['brown', 'jumps', 'over', 'lazy', 'and', 'sleep', 'while', 'runs'], 3: ['fox']}
