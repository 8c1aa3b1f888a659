# golden-module: circ_a imports circ_b, which imports circ_a back
print("circ_a starts")
import circ_b

X = 1


def fa():
    return "fa+" + circ_b.fb()
