# format() of complex numbers: CPython's layout for each presentation type.
z = 1 + 2j
print(format(z, ".2f"), format(z, ""), format(z, "10"), format(z, ">20"), format(z, "<12") + "|")
print(format(z, "g"), format(z, ".3"), format(z, "+.1e"), format(1j, ""), format(1j, "g"))
print(format(1j, ".2f"), format(1234.5 + 6789j, ",.1f"), format(complex(float("nan"), float("inf")), ""))
print(format(-0 - 0j, ""), format(complex(-0.0, -0.0), "z.1f"), f"{1 + 2j!r:>12}", f"{z:^14}|")
print("%s %r" % (z, z), "{}".format(z), f"{3-4j:E}", f"{1e20+1e-20j:n}", f"{z:#g}", f"{z: .2f}")
# expect: 1.00+2.00j (1+2j)     (1+2j)               (1+2j) (1+2j)      |
# expect: 1+2j (1+2j) +1.0e+00+2.0e+00j 1j 0+1j
# expect: 0.00+1.00j 1,234.5+6,789.0j (nan+infj)
# expect: 0j 0.0+0.0j       (1+2j)     (1+2j)    |
# expect: (1+2j) (1+2j) (1+2j) 3.000000E+00-4.000000E+00j 1e+20+1e-20j 1.00000+2.00000j  1.00+2.00j
