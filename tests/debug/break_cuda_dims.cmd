# run: reduce.py
break 13 if cuda.threadIdx.x == 2 and cuda.blockIdx.x == 0
run
print cuda.threadIdx.x + cuda.blockDim.x * cuda.blockIdx.x
print cuda.gridDim.x
print cuda.warpsize
print cuda.threadIdx.w
continue
