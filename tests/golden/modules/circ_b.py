# golden-module: sees circ_a partly initialised
print("circ_b starts")
import circ_a

print("circ_b sees circ_a.X:", hasattr(circ_a, "X"))


def fb():
    return "fb" + str(circ_a.X)
