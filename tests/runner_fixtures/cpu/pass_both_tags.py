# fixture: pass
# Lines tagged with a CPU feature apply only where the machine has it (or, with !, lacks it):
# one of the two tagged lines applies on any machine.
print("same")  # expect: same
print("tagged")
# expect[avx512_skx]: tagged
# expect[!avx512_skx]: tagged
