# Circular imports: the second import of a module running now gets it partly initialised
import circ_a
print(circ_a.fa())
import circ_b
print(circ_b.fb())
# expect: circ_a starts
# expect: circ_b starts
# expect: circ_b sees circ_a.X: False
# expect: fa+fb1
# expect: fb1
