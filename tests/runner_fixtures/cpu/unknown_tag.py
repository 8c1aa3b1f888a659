# fixture: fail unknown CPU feature in `# expect[avx9]:`
print("x")  # expect[avx9]: x
