# d.get and d[k] = v with keys equal to a stored key but not the same object: an equal float,
# a bool, a str made at run time, and an object whose hash and == match a str's (the fast
# paths must leave every one of these to the full lookup).
class Same:
    def __init__(self, s):
        self.s = s
    def __hash__(self):
        return hash(self.s)
    def __eq__(self, other):
        print("eq called")
        return other == self.s

d = {1.0: "float one", "ab": "str ab"}
print(d.get(1), d.get(True), d.get(2, "none"))
d[1] = "int one"
print(d)
k = "".join(["a", "b"])
print(d.get(k), d.get(Same("ab")))
d[Same("ab")] = "replaced"
d[k] = d.get(k) + "!"
print(d)
n = {}
for i in range(20):
    n[i * 8] = n.get(i * 8, 0) + i
print(n.get(152), n.get(153, "absent"), len(n))
long_key = "x" * 40
w = {long_key: 1, "short": 2}
for word in ("x" * 40 + " short").split():
    w[word] = w.get(word, 0) + 10
print(w, len(w))
# expect: float one float one none
# expect: {1.0: 'int one', 'ab': 'str ab'}
# expect: eq called
# expect: str ab str ab
# expect: eq called
# expect: {1.0: 'int one', 'ab': 'replaced!'}
# expect: 19 absent 20
# expect: {'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx': 11, 'short': 12} 2
