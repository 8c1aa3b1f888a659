# A collection leaves alone every cycle still reachable, directly or through other objects.
import gc


class Node:
    def __init__(self, name):
        self.name = name
        self.peer = None


def ring(names):
    nodes = [Node(n) for n in names]
    for a, b in zip(nodes, nodes[1:] + nodes[:1]):
        a.peer = b
    return nodes[0]


gc.collect()
kept = ring("abc")
holder = {"ring": ring("xyz")}
gen = (x for x in [ring("pq")])
print(gc.collect())
print(kept.name, kept.peer.name, kept.peer.peer.name, kept.peer.peer.peer.name)
print(holder["ring"].peer.peer.name)
print(next(gen).peer.name)
# expect: 0
# expect: a b c a
# expect: z
# expect: q
