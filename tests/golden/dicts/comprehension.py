# dict comprehensions: conditions, several for clauses, key before value, scoping
squares = {x: x * x for x in range(6)}
print(squares)
print({x: y for x in range(3) for y in 'ab' if x != 1})
print({w: len(w) for w in "to be or not to be".split()})
print({v: k for k, v in {'a': 1, 'b': 2}.items()})
x = 'outer'
print({x: x for x in range(2)}, x)
def f(n):
    return {i: [j for j in range(i)] for i in range(n)}
print(f(4))
order = []
def key(k):
    order.append(('key', k))
    return k
def value(v):
    order.append(('value', v))
    return v
print({key(i): value(i * 10) for i in range(2)})
print(order)
# expect: {0: 0, 1: 1, 2: 4, 3: 9, 4: 16, 5: 25}
# expect: {0: 'b', 2: 'b'}
# expect: {'to': 2, 'be': 2, 'or': 2, 'not': 3}
# expect: {1: 'a', 2: 'b'}
# expect: {0: 0, 1: 1} outer
# expect: {0: [], 1: [0], 2: [0, 1], 3: [0, 1, 2]}
# expect: {0: 0, 1: 10}
# expect: [('key', 0), ('value', 0), ('key', 1), ('value', 10)]
