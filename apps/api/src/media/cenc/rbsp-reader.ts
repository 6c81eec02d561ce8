/** Reads RBSP bits from an escaped NAL unit, skipping emulation prevention bytes (00 00 03). */
export class BitReader {
  private byte: number;
  private bit = 0;
  private zeros = 0;

  constructor(
    private readonly data: Buffer,
    start: number,
  ) {
    this.byte = start;
  }

  u(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++) value = value * 2 + this.readBit();
    return value;
  }

  flag(): boolean {
    return this.readBit() === 1;
  }

  ue(): number {
    let leadingZeros = 0;
    while (this.readBit() === 0) {
      if (++leadingZeros > 31) throw new Error('exp-Golomb code too long');
    }
    return 2 ** leadingZeros - 1 + this.u(leadingZeros);
  }

  se(): number {
    const code = this.ue();
    return code % 2 === 1 ? (code + 1) / 2 : -code / 2;
  }

  /** Escaped bytes from the start of the data up to and including the last bit read. */
  bytesUsed(): number {
    return this.bit === 0 ? this.byte : this.byte + 1;
  }

  /** Bits left in the current byte (CABAC slice data starts byte-aligned). */
  alignmentBits(): number[] {
    const bits: number[] = [];
    while (this.bit !== 0) bits.push(this.readBit());
    return bits;
  }

  private readBit(): number {
    if (this.bit === 0) {
      if (this.zeros >= 2 && this.data[this.byte] === 3) {
        this.byte++;
        this.zeros = 0;
      }
      if (this.byte >= this.data.length) throw new Error('read past the end of the NAL unit');
    }
    const current = this.data[this.byte]!;
    const value = (current >> (7 - this.bit)) & 1;
    if (++this.bit === 8) {
      this.bit = 0;
      this.zeros = current === 0 ? this.zeros + 1 : 0;
      this.byte++;
    }
    return value;
  }
}
