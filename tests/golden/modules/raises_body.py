# golden-module: raises while it runs
print("raises_body runs")
A = 1
raise ValueError("setup failed")
